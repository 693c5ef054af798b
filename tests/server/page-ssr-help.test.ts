import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, rootText, titleOf, answerKeys } from './support/rendered-page';
import { getHelpQuestion } from '../../src/api/contract/help';
import { SeedIds } from '../../server/seed/ids';
import { startListening, type TestApi } from './support';

/**
 * The server render of the help center and the originality statement, as `curl` sees them: the
 * content that is the same for everyone in the HTML, in the visitor's language, no loading frame
 * where it goes, cacheable by a CDN; an id the help center does not have is an honest 404.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const RENDERED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const UNAVAILABLE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

const render = pageRenderer(() => t.baseUrl);

const { help, npcs } = SeedIds;
/**
 * Each page, its title and a text of its content (server/seed/help-content.ts, docs-content) in English and Japanese.
 */
const pages: [url: string, title: string, en: string, ja: string][] = [
  ['/feedback_help', 'Help Center', 'Account and login', 'アカウントとログイン'],
  [
    `/feedback_help/category/${help.category}`,
    'Help Topics',
    'How do I delete my account?',
    'アカウントを削除するには？',
  ],
  [
    `/feedback_help/question/${help.question}`,
    'Help Article',
    'Deletion is processed within 7 days',
    '削除は7日以内に処理され',
  ],
  [
    `/static/originality_statement/${npcs.en}`,
    'Originality Statement',
    'is their own original work',
    '作者自身のオリジナル作品である',
  ],
];

describe('the help center and the originality statement come with their content', () => {
  it.each(pages)('%s: its title and its text, cacheable, no loading frame', async (url, title, en) => {
    const { page, html } = await render(url);
    expect(page.status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(rootText(html)).toContain(en);
    expect(html).not.toContain('data-testid="loading"');
    expect(page.headers['Cache-Control']).toBe(RENDERED);
  });

  it.each(pages)('%s in Japanese', async (url, _title, _en, ja) => {
    const { page, html } = await render(url, { acceptLanguage: 'ja-JP,ja;q=0.9' });
    expect(page.lang).toBe('ja');
    expect(rootText(html)).toContain(ja);
    expect(html).not.toContain('data-testid="loading"');
  });

  it('the help center asks no login: its answers go with it, none the visitor’s own', async () => {
    expect(answerKeys((await render('/feedback_help')).html)).toEqual([
      '/weaver/api/v1/help/get_categories:{"locale":"en"}',
    ]);
    const { html } = await render(`/feedback_help/question/${help.question}`);
    expect(answerKeys(html)).toEqual([`${getHelpQuestion.path}:{"locale":"en","question_id":"${help.question}"}`]);
    // "Did this help?" is there, its buttons waiting for the visitor's login (their own earlier answer).
    expect(rootText(html)).toContain('Did this help?');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Yes<\/button>/);
    expect(html).not.toContain('data-testid="vote-done"');
  });

  it('the originality statement: the statement without a login, the character’s card waiting for it', async () => {
    const { html } = await render(`/static/originality_statement/${npcs.en}`);
    expect(html).toContain('data-testid="originality-character-pending"');
    expect(html).not.toContain('data-testid="originality-character"');
    expect(answerKeys(html)).toEqual([]);
  });
});

describe('an id the help center does not have', () => {
  it.each([
    [`/feedback_help/category/${help.unknownCategory}`, 'Help Topics'],
    [`/feedback_help/question/${help.unknownQuestion}`, 'Help Article'],
  ])('%s: the help center’s not-found state, a 404 kept shorter', async (url, title) => {
    const { page, html } = await render(url);
    expect(page.status).toBe(404);
    expect(titleOf(html)).toBe(title);
    expect(html).toContain('data-testid="help-not-found"');
    expect(rootText(html)).not.toContain('Account and login');
    expect(page.headers['Cache-Control']).toBe(UNAVAILABLE);
  });

  it('a malformed id is the app’s not-found page', async () => {
    const { page } = await render('/feedback_help/question/a%20b');
    expect(page.status).toBe(404);
  });
});
