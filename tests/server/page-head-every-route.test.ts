import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeedIds } from '../../server/seed/ids';
import { SharePaths } from '../../src/api/contract/share-paths';
import { ROUTE_CATALOG } from '../../src/platform/route-catalog';
import { isServerRenderedPath } from '../../src/server-render/render-config';
import { pageRenderer } from './support/rendered-page';
import { startListening, type TestApi } from './support';

/**
 * The `<head>` tags of every page as the server writes them (what a link preview, a chat app or a search
 * engine reads), with the answer's status and Cache-Control: every route's sample, and the share pages
 * with seeded content, unavailable content and no content in time. Pinned whole (the snapshot beside
 * this file): a change of where a page's head comes from must not change one byte of it.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());

const render = pageRenderer(() => t.baseUrl);
const ids = SeedIds;

/** The head, status and cache of `url`; the test API's port (it changes each run) written as API. */
async function headOf(url: string, acceptLanguage = 'en-US,en;q=0.9', budgetMs?: number) {
  const { page } = await render(url, { acceptLanguage, ...(budgetMs ? { budgetMs } : {}) });
  const api = new URL(t.baseUrl).origin;
  return {
    status: page.status,
    cache: page.headers['Cache-Control'],
    head: page.head.split(api).join('http://API'),
  };
}

const SAMPLES = ROUTE_CATALOG.filter((route) => isServerRenderedPath(route.sample)).map((route) => route.sample);

const SHARED = [
  `/share/chat?chat_id=${ids.chats.en}&share_trace_id=t1`,
  `/share/memory/${ids.memories.en}`,
  `/share/memory/${ids.memories.ja}`,
  `/share/chat_history/${ids.memories.en}`,
  `/share/image?image_id=${ids.images.en}`,
  `/share/material?material_id=${ids.materials.voice.en}`,
  `/share/template?template_id=${ids.templates.en}`,
  `/share/video?video_id=${ids.videos.en}`,
  `/share/fm?fm_id=${ids.fm.en}`,
  `/share/post?post_id=${ids.posts.en}`,
  `/share/post?post_id=${ids.postsByVisibility.doingModeration}`,
  `/share/material?material_id=${ids.materials.expiredImage}`,
  `/share/template?template_id=${ids.deletedTemplate}`,
  `/share/video?video_id=${ids.goneVideo}`,
  `/share/chat?chat_id=${ids.chatByBannedUser}`,
  `/share/chat_history/${ids.memoryHistoryUnavailable}`,
  '/share/image?image_id=no_such_image',
  `/share/chat?chat_id=%22${ids.chats.en}%22`,
  '/static/no_such_doc',
];

describe('the head of every page', () => {
  it.each(SAMPLES)('%s', async (url) => {
    expect(await headOf(url)).toMatchSnapshot();
  });

  it.each(SHARED)('%s', async (url) => {
    expect(await headOf(url)).toMatchSnapshot();
  });

  it.each(SHARED)('%s in Japanese', async (url) => {
    expect(await headOf(url, 'ja-JP')).toMatchSnapshot();
  });

  it.each(['/rank', '/static/privacy_policy', '/feedback_help'])('%s in Spanish', async (url) => {
    expect(await headOf(url, 'es-ES')).toMatchSnapshot();
  });

  it('a share page whose content is later than the budget', async () => {
    await t.control.addFault({ path: SharePaths.chat, kind: 'latency', latency_ms: 3000, count: 1 });
    expect(await headOf(`/share/chat?chat_id=${ids.chats.en}`, 'en', 100)).toMatchSnapshot();
  });

  it('a share page whose API fails', async () => {
    await t.control.addFault({ path: SharePaths.memory, kind: 'http_error', http_status: 502, count: 1 });
    expect(await headOf(`/share/memory/${ids.memories.en}`)).toMatchSnapshot();
  });
});
