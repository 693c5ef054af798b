import { getRankBoard } from '../../src/api/contract/rank';
import { expect, test } from './support/fixtures';
import { markServerMarkup, keptServerMarkup, openServerRendered } from './support/server-markup';
import { expectNoProblems } from './support/page-problems';
import { browserContext, ONE_PROJECT } from './membership-invitation.helpers';
import { seedAccount, SeedIds } from './rank.helpers';
import { storeSession } from './support/sign-in';

/**
 * The rankings pages the preview server renders: the board as everyone sees it and anyone's
 * achievements are in the HTML; the app takes the page over (hydrates the server's markup, not a new
 * one) without a mismatch and without asking again for what the HTML carried. A real-name visitor's
 * own entry, which the server cannot know, comes after their login. One device profile: the render
 * does not depend on it.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

const { rank, achievements } = SeedIds;
/**
 * Each rendered page with texts of its content in English and Japanese (server/seed/rank-seed.ts, locales/ja/rank.po).
 */
const PAGES: [url: string, en: string, ja: string][] = [
  ['/rank', 'Aria the Bard', 'リセットまで'],
  ['/rank?board=gem_elite&period=weekly', 'Resets in', 'リセットまで'],
  ['/rank?period=champion', 'All-time ranking, never resets', 'Aria the Bard'],
  [`/achievement/npc?npc_id=${achievements.npcOwner}`, 'Aria the Bard', '個解除'],
  [`/achievement/user?user_id=${achievements.userOwner}`, 'Robin', '個解除'],
];

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ja-JP', 'ja'],
] as const) {
  test.describe(`rankings rendered by the server in ${language}`, () => {
    test.use({ locale });
    for (const [url, en, ja] of PAGES) {
      const text = language === 'en' ? en : ja;
      test(`${url}: its content in the HTML, taken over without a mismatch or a second request`, async ({
        page,
        problems,
      }) => {
        const { html, dataCalls } = await openServerRendered(page, url);
        expect(html).toContain('data-ssr');
        expect(html).not.toContain('data-testid="loading"');
        expect(html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")).toContain(text);
        await expect(page.locator('[data-page]')).toContainText(text);
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
          .toBe(true);
        expect(dataCalls, 'no second request for what the HTML carried').toEqual([]);
        expectNoProblems(problems, url);
      });
    }
  });
}

test('a visitor sees the board the server rendered, never an own entry; the tabs work once taken over', async ({
  page,
  problems,
}) => {
  await markServerMarkup(page);
  await page.goto('/rank');
  await expect(page.getByTestId('rank-entry').first()).toHaveAttribute('data-npc-id', rank.popularTop);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => keptServerMarkup(page)).toBe(true);
  await expect(page.getByTestId('rank-own-entry')).toHaveCount(0);
  await expect(page.getByTestId('rank-own-unranked')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Gem Elite' }).click();
  await expect(page).toHaveURL(/board=gem_elite/);
  await expect(page.getByTestId('rank-entry').first()).toHaveAttribute('data-npc-id', rank.gemEliteTop);
  expectNoProblems(problems, '/rank');
});

test('a real-name creator on the rendered board: the server’s board is taken over, then their own entry is pinned (never the visitor state)', async ({
  browser,
}, testInfo) => {
  const viewer = await seedAccount(testInfo, 'viewer');
  const expected = await viewer.api.call(getRankBoard, { board: 'popular', period: 'monthly' });
  const context = await browserContext(browser, testInfo);
  await storeSession(context, viewer);
  const page = await context.newPage();
  const boardReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rank/get_board')) boardReads.push(request.postData() ?? '');
  });
  await markServerMarkup(page);
  const answer = await page.goto('/rank?board=popular&period=monthly');
  // The server rendered the board as everyone sees it, without anyone's own entry.
  const html = (await answer?.text()) ?? '';
  expect(html).toContain(`data-npc-id="${rank.popularTop}"`);
  expect(html).not.toContain('data-testid="rank-own-entry"');
  const own = page.getByTestId('rank-own-entry');
  await expect(own).toHaveAttribute('data-npc-id', rank.viewerNpc);
  await expect(own).toHaveAttribute('data-rank', String(expected.own_entry?.rank));
  await expect
    .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
    .toBe(true);
  // One read more, the one that names them.
  expect(boardReads).toHaveLength(1);
  await context.close();
});
