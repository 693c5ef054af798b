import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPageDocument, renderPage, type PageRenderRequest } from '../../src/entry-server';
import { SharePaths } from '../../src/api/contract/share-paths';
import { SeedIds } from '../../server/seed/ids';
import { startListening, type TestApi } from './support';

/**
 * The server render of the share pages as a crawler sees it (no JavaScript): the content's text, the
 * link-preview tags, honest unavailable states, cache headers, escaping, and the page without content
 * when the API is slower than the budget.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ORIGIN = 'https://h5.talkie.example';
const TEMPLATE = readFileSync('index.html', 'utf8');

async function render(url: string, extra: Partial<PageRenderRequest> = {}) {
  const page = await renderPage({
    url,
    origin: ORIGIN,
    userAgent: IPHONE,
    acceptLanguage: 'en-US,en;q=0.9',
    apiBaseUrl: t.baseUrl,
    // A busy machine answers slower than the 300 ms of production; the tests of the budget give their own.
    budgetMs: 5000,
    ...extra,
  });
  if (!page) throw new Error(`${url} was not rendered`);
  return { page, html: renderPageDocument(TEMPLATE, page) };
}

/** The value of a meta tag, read back as a browser would (entities decoded). */
function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1] ?? '') : null;
}
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="tk-rendered-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
    answers: { key: string; data?: unknown; problem?: string }[];
  };
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>(?=<script type="application\/json"|\s*<script type="module")/.exec(html)?.[1] ?? '';

const ids = SeedIds;
const pages: [string, string, string][] = [
  // url, text of the content that must be in the markup, the preview title
  [
    `/share/chat?chat_id=${ids.chats.en}`,
    'You came back! I saved the window seat for you.',
    'Late night at the library',
  ],
  [`/share/memory/${ids.memories.en}`, 'The night Luna told me about the lighthouse', 'The lighthouse story'],
  [`/share/chat_history/${ids.memories.en}`, 'You came back! I saved the window seat for you.', 'The lighthouse story'],
  [`/share/image?image_id=${ids.images.en}`, 'Luna', 'Luna'],
  [`/share/material?material_id=${ids.materials.voice.en}`, 'Luna says good night', 'Luna says good night'],
  [`/share/template?template_id=${ids.templates.en}`, '', ''],
  [`/share/video?video_id=${ids.videos.en}`, '', ''],
  [`/share/fm?fm_id=${ids.fm.en}`, 'Midnight Radio with Luna', 'Midnight Radio with Luna'],
];

describe('a share page without JavaScript', () => {
  it.each(pages)('%s carries its content and its preview tags', async (url, text, title) => {
    const { page, html } = await render(url);
    const answer = stateOf(html).answers[0];
    expect(answer?.data, 'the answer goes with the page').toBeTruthy();
    const preview = meta(html, 'og:title');
    if (title) expect(preview).toBe(title);
    expect(preview).toBeTruthy();
    expect(titleOf(html)).toBe(preview);
    if (text) expect(decode(rootOf(html))).toContain(text);
    expect(decode(rootOf(html))).toContain(preview ?? '');
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}${url}`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url.replace(/&/g, '&#38;')}" />`);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/.+\/weaver\/media\//);
    expect(Number(meta(html, 'og:image:width'))).toBeGreaterThan(0);
    expect(Number(meta(html, 'og:image:height'))).toBeGreaterThan(0);
    expect(meta(html, 'twitter:card')).toMatch(/^summary(_large_image)?$/);
    expect(meta(html, 'twitter:title')).toBe(preview);
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(page.headers['Cache-Control']).toMatch(/s-maxage=\d+/);
    expect(page.headers['Cache-Control']).toMatch(/stale-while-revalidate=\d+/);
    expect(page.headers.Vary).toBe('Accept-Language, User-Agent');
    // One generic title and description only: the app's are replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('tracking parameters stay out of the canonical address', async () => {
    const { html } = await render(`/share/chat?chat_id=${ids.chats.en}&share_trace_id=t1&share_clk_type=copy`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/share/chat?chat_id=${ids.chats.en}`);
  });

  it('a post everyone may see is rendered with its preview, for any viewer alike', async () => {
    const { html } = await render(`/share/post?post_id=${ids.posts.en}`);
    expect(meta(html, 'og:title')).toBe('My first week with Luna');
    expect(stateOf(html).answers.map((a) => a.key)).toEqual([`post:${ids.posts.en}:public`]);
    expect(decode(rootOf(html))).toContain('She remembered the name of my cat from three days ago.');
  });

  it('the preview is in the content language, the page in the visitor language', async () => {
    const { page, html } = await render(`/share/memory/${ids.memories.ja}`, { acceptLanguage: 'es-ES,es;q=0.9' });
    expect(page.lang).toBe('es');
    expect(html).toContain('<html lang="es"');
    expect(meta(html, 'og:locale')).toBe('ja_JP');
  });
});

describe('unavailable content gets an honest preview', () => {
  const cases: [string, string, string][] = [
    [
      `/share/material?material_id=${ids.materials.expiredImage}`,
      'image_expired',
      'Too late, this image material has expired',
    ],
    [
      `/share/template?template_id=${ids.deletedTemplate}`,
      'template_unavailable',
      'Sorry, this template is no longer available',
    ],
    [`/share/video?video_id=${ids.goneVideo}`, 'video_gone', 'The video is gone'],
    [`/share/chat?chat_id=${ids.chatByBannedUser}`, 'user_unavailable', 'This user account is unavailable'],
    [
      `/share/chat_history/${ids.memoryHistoryUnavailable}`,
      'chat_history_unavailable',
      'This chat history is unavailable',
    ],
    ['/share/image?image_id=no_such_image', 'not_found', 'Sorry, this page does not exist'],
    ['/share/fm', 'not_found', 'Sorry, this page does not exist'],
    ['/share/memory/bad%20id', 'not_found', 'Sorry, this page does not exist'],
  ];
  it.each(cases)('%s: %s', async (url, problem, text) => {
    const { page, html } = await render(url);
    expect(rootOf(html)).toContain(`data-problem="${problem}"`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:image')).toBeNull();
    if (problem !== 'chat_history_unavailable') expect(meta(html, 'og:description')).toBe(text);
    expect(page.headers['Cache-Control']).toMatch(/^public, .*s-maxage=\d+/);
  });

  it('a post only its author may see shows nobody else its text, not even in the preview', async () => {
    const { html } = await render(`/share/post?post_id=${ids.postsByVisibility.doingModeration}`);
    expect(meta(html, 'og:description')).toBe('This post is not visible. Trending post have been recommended for you.');
    // The page asks for it in the browser, with the viewer's login: its author sees it there.
    expect(stateOf(html).answers).toEqual([]);
    expect(rootOf(html)).not.toContain('sh-text');
    expect(meta(html, 'og:type')).toBe('website');
  });
});

describe('content that looks like markup stays text', () => {
  const payload = '</script><script>window.__owned=1</script><!--';
  beforeAll(() => {
    const db = t.api.deps.db;
    db.prepare('UPDATE chats SET title = ? WHERE chat_id = ?').run(`Hi ${payload}`, ids.chats.es);
    db.prepare("UPDATE messages SET text = ? WHERE owner_kind = 'chat' AND owner_id = ? AND seq = 1").run(
      `<img src=x onerror="window.__owned=2">${payload}`,
      ids.chats.es,
    );
  });

  it('in the markup, the head and the state beside the page', async () => {
    const { html } = await render(`/share/chat?chat_id=${ids.chats.es}`);
    expect(html).not.toContain('<script>window.__owned');
    expect(html).not.toContain('<img src=x');
    // Only the app's own scripts: the template's, the router's scroll restoration and the state (JSON).
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(TEMPLATE.match(/<script/g)!.length + 2);
    for (const [, attributes, body] of scripts)
      if (!attributes?.includes('application/json')) expect(body).not.toContain('__owned');
    expect(meta(html, 'og:title')).toBe(`Hi ${payload}`);
    expect(titleOf(html)).toBe(`Hi ${payload}`);
    const state = stateOf(html);
    expect(JSON.stringify(state)).toContain(payload);
  });
});

describe('never slower than the page rendered in the browser', () => {
  it('an API slower than the budget: the page without content, not kept by a CDN, asked for by the browser', async () => {
    await t.control.addFault({ path: SharePaths.chat, kind: 'latency', latency_ms: 3000, count: 1 });
    const { page, html } = await render(`/share/chat?chat_id=${ids.chats.en}`, { budgetMs: 100 });
    expect(stateOf(html).answers).toEqual([]);
    expect(rootOf(html)).not.toContain('You came back!');
    expect(rootOf(html)).toContain('data-page="share_chat"');
    expect(meta(html, 'og:type')).toBe('website');
    expect(page.headers['Cache-Control']).toBe('no-store');
  });

  it('an API that fails: the same, and the state says the read failed (the browser shows the same panel, then asks again)', async () => {
    await t.control.addFault({ path: SharePaths.memory, kind: 'http_error', http_status: 502, count: 1 });
    const { page, html } = await render(`/share/memory/${ids.memories.en}`);
    const answers = stateOf(html).answers as { key: string; failure?: { status: number } }[];
    expect(answers.map((answer) => answer.failure?.status)).toEqual([502]);
    expect(page.headers['Cache-Control']).toBe('no-store');
  });
});

describe('addresses the router writes another way', () => {
  // The renderer reads the router's server redirect from `router._serverResult`, an internal of TanStack
  // Router (its public SSR API dehydrates the whole router instead): this pins that internal.
  it('a trailing slash is rendered as its canonical address, with the content', async () => {
    const { page, html } = await render(`/share/chat/?chat_id=${ids.chats.en}`);
    expect(decode(rootOf(html))).toContain('You came back! I saved the window seat for you.');
    expect(page.headers['Cache-Control']).toMatch(/s-maxage=\d+/);
  });

  it('a malformed id is dropped as the browser would drop it: the honest not-found page', async () => {
    const { html } = await render(`/share/chat?chat_id=%22${ids.chats.en}%22`);
    expect(meta(html, 'og:description')).toBe('Sorry, this page does not exist');
  });
});

describe('nothing is shared between visitors', () => {
  it('renders at the same time in two languages keep their own', async () => {
    const [en, ja] = await Promise.all([
      render('/share/image?image_id=no_such_image', { acceptLanguage: 'en' }),
      render('/share/image?image_id=no_such_image', { acceptLanguage: 'ja' }),
    ]);
    expect(en.page.lang).toBe('en');
    expect(ja.page.lang).toBe('ja');
    expect(meta(en.html, 'og:description')).toBe('Sorry, this page does not exist');
    expect(meta(ja.html, 'og:description')).not.toBe('Sorry, this page does not exist');
  });

  it('other paths, and pages in the simulated app of the debug tools, are not rendered on the server', async () => {
    await expect(
      renderPage({
        url: '/no/such/page',
        origin: ORIGIN,
        userAgent: IPHONE,
        acceptLanguage: 'en',
        apiBaseUrl: t.baseUrl,
      }),
    ).resolves.toBeNull();
    const debug = `/share/chat?chat_id=${ids.chats.en}&debug=true&debug_shell=ios:2.30.0`;
    await expect(
      renderPage({ url: debug, origin: ORIGIN, userAgent: IPHONE, acceptLanguage: 'en', apiBaseUrl: t.baseUrl }),
    ).resolves.toBeNull();
  });
});

describe('behind a CDN edge that sends the page variant (README "Share pages behind a CDN")', () => {
  const url = `/share/chat?chat_id=${ids.chats.en}`;
  const OTHER_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
  const APP_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Talkie/2.30.0';
  const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';

  it('two devices of one variant get the same page, and the answer is keyed on the variant alone', async () => {
    const a = await render(url, { userAgent: IPHONE, acceptLanguage: 'en-US,en;q=0.9', pageVariant: 'en/browser/ios' });
    const b = await render(url, { userAgent: OTHER_IPHONE, acceptLanguage: 'en-GB', pageVariant: 'en/browser/ios' });
    expect(rootOf(a.html)).toContain('You came back! I saved the window seat for you.');
    expect(rootOf(b.html)).toBe(rootOf(a.html));
    expect(headOf(b.html)).toBe(headOf(a.html));
    expect(a.page.headers.Vary).toBe('X-Talkie-Page-Variant');
    expect(a.page.headers['X-Talkie-Page-Variant']).toBe('en/browser/ios');
    expect(a.page.headers['Cache-Control']).toMatch(/^public, .*s-maxage=\d+/);
  });

  it('the variant decides the page, so a page kept for a variant is right for everyone it is kept for', async () => {
    const keyedAsApp = await render(url, {
      userAgent: IPHONE,
      acceptLanguage: 'en',
      pageVariant: 'ja/talkie/ios/2.30.0',
    });
    const fromTheApp = await render(url, { userAgent: APP_IPHONE, acceptLanguage: 'ja-JP' });
    const fromSafari = await render(url, { userAgent: IPHONE, acceptLanguage: 'ja-JP' });
    expect(keyedAsApp.page.lang).toBe('ja');
    expect(rootOf(keyedAsApp.html)).toBe(rootOf(fromTheApp.html));
    expect(rootOf(fromSafari.html), 'the app and a browser get different pages').not.toBe(rootOf(fromTheApp.html));
    expect(fromTheApp.page.headers['X-Talkie-Page-Variant']).toBe('ja/talkie/ios/2.30.0');
  });

  it.each([undefined, 'zh/browser/ios', 'en/browser/ios/2.30.0', 'garbage'])(
    'without a variant this build writes (%j), the page follows the raw headers and varies on them',
    async (pageVariant) => {
      const { page } = await render(url, { userAgent: APP_IPHONE, acceptLanguage: 'es-ES', pageVariant });
      expect(page.lang).toBe('es');
      expect(page.headers.Vary).toBe('Accept-Language, User-Agent');
      expect(page.headers['X-Talkie-Page-Variant']).toBe('es/talkie/ios/2.30.0');
    },
  );
});
