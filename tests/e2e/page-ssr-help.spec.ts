import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { markServerMarkup, keptServerMarkup, openServerRendered } from './support/server-markup';
import { expectNoProblems, expectNoProblemsBesidesNotFound } from './support/page-problems';
import { ONE_PROJECT } from './membership-invitation.helpers';

/**
 * The help center and the originality statement as the preview server renders them: the content the
 * same for everyone is in the HTML; the app takes the page over (hydrates the server's markup, not a
 * new one) without a mismatch and without asking again for what the HTML carried. What needs the
 * visitor's login comes after it: their own answer to "Did this help?", the character of a statement.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

const QUESTION = '/weaver/api/v1/help/get_question';
const ORIGINALITY = '/weaver/api/v1/npc/get_originality';
const { help, npcs } = SeedIds;
/**
 * Each page, a text of its content in English and Japanese, and the one read it makes once the
 * visitor's login is ready (what the server could not read for them).
 */
const PAGES: [url: string, en: string, ja: string, ownRead: string | null][] = [
  ['/feedback_help', 'Account and login', 'アカウントとログイン', null],
  [`/feedback_help/category/${help.category}`, 'How do I delete my account?', 'アカウントを削除するには？', null],
  [
    `/feedback_help/question/${help.question}`,
    'Deletion is processed within 7 days',
    '削除は7日以内に処理され',
    QUESTION,
  ],
  [
    `/static/originality_statement/${npcs.en}`,
    'is their own original work',
    '作者自身のオリジナル作品である',
    ORIGINALITY,
  ],
];

const normalize = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ja-JP', 'ja'],
] as const) {
  test.describe(`help pages rendered by the server in ${language}`, () => {
    test.use({ locale });
    for (const [url, en, ja, ownRead] of PAGES) {
      const text = language === 'en' ? en : ja;
      test(`${url}: its content in the HTML, taken over without a mismatch or a second request`, async ({
        page,
        problems,
      }) => {
        const { answer, html, dataCalls } = await openServerRendered(page, url);
        expect(answer?.status()).toBe(200);
        expect(html).toContain('data-ssr');
        expect(normalize(html)).toContain(text);
        expect(html).not.toContain('data-testid="loading"');
        await expect(page.locator('[data-page]')).toContainText(text);
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
          .toBe(true);
        // Nothing the HTML carried is asked for again; only what is read with the visitor's login.
        expect(dataCalls, 'no second request for what the HTML carried').toEqual(ownRead ? [ownRead] : []);
        expectNoProblems(problems, url);
      });
    }
  });
}

test('an answer: "Did this help?" waits for the visitor’s login, then takes their answer', async ({
  page,
  problems,
}) => {
  const answer = await page.goto(`/feedback_help/question/${help.question}`);
  expect(normalize((await answer?.text()) ?? '')).toMatch(/<button[^>]*disabled=""[^>]*>Yes<\/button>/);
  const yes = page.getByTestId('vote').getByRole('button', { name: 'Yes' });
  await expect(yes).toBeEnabled();
  await yes.click();
  await expect(page.getByTestId('vote-done')).toHaveAttribute('data-vote', 'yes');
  // Back again: the server's HTML is the same for everyone; the visitor's own answer follows their login.
  await page.reload();
  await expect(page.getByTestId('vote-done')).toHaveAttribute('data-vote', 'yes');
  expectNoProblems(problems);
});

test('the originality statement: the character’s card follows the login', async ({ page, problems }) => {
  await page.goto(`/static/originality_statement/${npcs.en}`);
  const character = page.getByTestId('originality-character');
  await expect(character).toContainText('Created by');
  await expect(page.getByTestId('originality-character-pending')).toHaveCount(0);
  expectNoProblems(problems);
});

for (const url of [
  `/feedback_help/category/${help.unknownCategory}`,
  `/feedback_help/question/${help.unknownQuestion}`,
]) {
  test(`${url}: the help center’s not-found state, answered with 404 and taken over`, async ({ page, problems }) => {
    await markServerMarkup(page);
    const answer = await page.goto(url);
    expect(answer?.status()).toBe(404);
    expect((await answer?.text()) ?? '').toContain('data-testid="help-not-found"');
    await expect(page.getByTestId('help-not-found')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
      .toBe(true);
    await page.getByTestId('help-not-found').getByRole('link').click();
    await expect(page.getByTestId('help-categories')).toBeVisible();
    expectNoProblemsBesidesNotFound(problems, answer);
  });
}
