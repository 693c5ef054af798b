import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, rootText, titleOf, answerKeys } from './support/rendered-page';
import { getTopic } from '../../src/api/contract/creator';
import { SeedIds } from '../../server/seed/ids';
import { startListening, type TestApi } from './support';

/**
 * The server render of the pages whose content is the same for everyone, as `curl` sees them (no
 * JavaScript): each page's own text in its HTML, in the visitor's language, a title, cacheable by a
 * CDN, and the answers the page showed beside it so the browser does not ask again.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const render = pageRenderer(() => t.baseUrl);

const { rank, creator } = SeedIds;
/** Each family's page, its title and a sentence of its content (server/seed, docs-content). */
const pages: [url: string, title: string, text: string][] = [
  ['/static/privacy', 'Privacy Policy', 'This policy explains what information Talkie collects'],
  ['/static/image_creation', 'Image Creation Guide', 'Create avatars and pictures of your characters'],
  ['/level/doc/quest', 'Level Guide', 'Quests are small goals that help'],
  ['/about_stories', 'About Stories', 'Stories are adventures you play with Talkie characters'],
  ['/creator_guide', 'Creator Guide', 'Build a'],
  ['/term/community_covenant', 'Community Covenant', 'Be kind'],
  [`/tag/${creator.topics.visible}`, 'Topic', '#Cozy Nights'],
  [`/series/epilogue/${creator.series.finished}`, 'Series Epilogue', 'The lamp burns again.'],
  [`/theme/preview?theme_id=${creator.themes.sakura}`, 'Theme Preview', 'Sakura Evening'],
  [`/star_rank?npc_id=${rank.popularTop}`, 'Star Rank', 'Aria the Bard'],
  [`/rank/supporters?npc_id=${rank.popularTop}`, 'Top Supporters', 'Supporters of Aria the Bard'],
  ['/ug', 'Invite & Earn', 'Invite friends, earn gems together'],
  ['/ug/rule', 'Event Rules', 'The event runs from'],
];

describe('a page the same for everyone comes with its content', () => {
  it.each(pages)('%s: its title and its text, cacheable', async (url, title, text) => {
    const { page, html } = await render(url);
    expect(page.status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(rootText(html)).toContain(text);
    // Never a loading frame where the content goes.
    expect(html).not.toContain('data-testid="loading"');
    expect(page.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('in the visitor language', async () => {
    const { page, html } = await render('/static/privacy', { acceptLanguage: 'ja-JP,ja;q=0.9' });
    expect(page.lang).toBe('ja');
    expect(titleOf(html)).toBe('プライバシーポリシー');
    expect(rootText(html)).toContain('本ポリシーは、Talkie がどのような情報を');
  });

  it('the answers a page showed go with it; documents are the build and need none', async () => {
    expect(answerKeys((await render(`/tag/${creator.topics.visible}`)).html)).toHaveLength(1);
    expect(answerKeys((await render('/ug')).html)).toHaveLength(1);
    expect(answerKeys((await render('/static/privacy')).html)).toEqual([]);
  });

  it('a document that does not exist is the not-found page, kept shorter', async () => {
    const { page, html } = await render('/static/no_such_document');
    expect(page.status).toBe(404);
    expect(rootText(html)).toContain('Sorry, this page does not exist');
    expect(page.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
  });

  it('a topic the API does not have: the honest state, not someone else’s', async () => {
    const { html } = await render('/tag/999999');
    expect(rootText(html)).not.toContain('#Cozy Nights');
  });
});

describe('nothing is shared between visitors', () => {
  it('renders at the same time in two languages keep their own, catalogs of every area included', async () => {
    const [en, ja] = await Promise.all([
      render('/level/doc/quest'),
      render('/level/doc/quest', { acceptLanguage: 'ja' }),
    ]);
    expect(rootText(en.html)).toContain('Quests are small goals');
    expect(rootText(ja.html)).toContain('クエストは、クリエイターとしての成長を助ける小さな目標です');
    // The level tabs are the documents area's own messages.
    expect(rootText(ja.html)).toContain('クエスト');
    expect(rootText(ja.html)).not.toContain('Rewards');
  });
});

describe("the clone flow's form and summary: the frame, the same for everyone (what they show is the draft the browser keeps)", () => {
  it.each([
    ['/ai/clone/create', 'ai_clone_create', 'Create Your AI Clone'],
    ['/ai/clone/summary', 'ai_clone_summary', 'AI Clone Summary'],
  ])('%s', async (url, page, title) => {
    const { page: answer, html } = await render(url);
    expect(html).toContain(`data-page="${page}"`);
    expect(titleOf(html)).toContain(title);
    expect(html).toContain(`data-testid="page-title">${title}</h1>`);
    expect(html).toContain('data-testid="loading"');
    expect(html).not.toContain('data-testid="clone-form"');
    expect(answerKeys(html)).toEqual([]);
    expect(answer.headers['Cache-Control']).toMatch(/^public/);
  });
});

describe('never slower than the page rendered in the browser', () => {
  it('an API slower than the budget: the page without its data, not kept by a CDN, and the browser asks for it', async () => {
    await t.control.addFault({ path: getTopic.path, kind: 'latency', latency_ms: 3000, count: 1 });
    const { page, html } = await render(`/tag/${creator.topics.visible}`, { budgetMs: 100 });
    expect(rootText(html)).not.toContain('#Cozy Nights');
    expect(answerKeys(html)).toEqual([]);
    expect(page.headers['Cache-Control']).toBe('no-store');
  });
});
