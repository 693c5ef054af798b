import type { Page } from '@playwright/test';
import { SharePaths } from '../../src/api/contract/share';
import { installSimulatedShell } from '../../src/services/bridge/simulated-shell';
import { SeedIds } from '../../server/seed/ids';
import { newDeviceContext } from './support/fixtures';
import { talkieUserAgent } from './support/user-agents';
import { expect, routeToApi, test } from './share.helpers';

/**
 * index.html asks for a share page's content before the app has loaded (src/early-request.ts); the
 * app adopts that request instead of sending its own. The server must see each page's content call
 * once, signed like any other, and the visitor must see the content without a loading frame.
 */

const PAGES: readonly [url: string, apiPath: string][] = [
  [`/share/chat?chat_id=${SeedIds.chats.en}`, SharePaths.chat],
  [`/share/image?image_id=${SeedIds.images.en}`, SharePaths.image],
  [`/share/material?material_id=${SeedIds.materials.image.en}`, SharePaths.material],
  [`/share/memory/${SeedIds.memories.en}`, SharePaths.memory],
  [`/share/chat_history/${SeedIds.memories.en}`, SharePaths.chatHistory],
  [`/share/template?template_id=${SeedIds.templates.en}`, SharePaths.template],
  [`/share/video?video_id=${SeedIds.videos.en}`, SharePaths.video],
  [`/share/fm?fm_id=${SeedIds.fm.en}`, SharePaths.fm],
];

const content = (page: Page) => page.getByTestId('share-body').getByRole('heading', { level: 2 }).first();

test('each share page asks the server for its content exactly once, and the answer is a success', async ({ page, api }) => {
  for (const [url, apiPath] of PAGES) {
    await api.control.clearRequests();
    await page.goto(url);
    await expect(content(page)).toBeVisible();
    // Let anything late (a second request) arrive before counting.
    await page.waitForLoadState('networkidle');
    const requests = await api.control.requests(apiPath);
    expect(requests.map((r) => [r.path, r.status_code]), url).toEqual([[apiPath, 0]]);
  }
});

test('the content is in the first paint: no loading frame before it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __loadingSeen: boolean };
    w.__loadingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="share-body"] [data-testid="loading"]')) w.__loadingSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/share/memory/${SeedIds.memories.en}`);
  await expect(content(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __loadingSeen: boolean }).__loadingSeen)).toBe(false);
});

test('an early request lost on the network is not the answer: the app sends its own and shows the content', async ({ page, api }) => {
  let dropped = 0;
  // Registered after the fixture's routing, so it sees the request first; only the first one fails.
  await page.route(`**${SharePaths.chat}?*`, (route) => (dropped++ === 0 ? route.abort('connectionreset') : route.fallback()));
  await page.goto(`/share/chat?chat_id=${SeedIds.chats.en}`);
  await expect(content(page)).toBeVisible();
  expect(dropped).toBe(2);
  expect(await api.control.requests(SharePaths.chat)).toHaveLength(1);
});

test('a visitor with a stored login sends the token with the early request, and it is adopted', async ({ page, api }) => {
  await page.goto('/share/chat');
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  await api.control.clearRequests();
  await page.goto(`/share/memory/${SeedIds.memories.en}`);
  await expect(content(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const requests = await api.control.requests(SharePaths.memory);
  expect(requests).toHaveLength(1);
  expect(requests[0]?.headers['x-token']).toBe(token);
});

test('inside the Talkie app nothing is sent early: the app asks through the bridge, once', async ({ browser, api }, testInfo) => {
  const context = await newDeviceContext(browser, testInfo.project.use, { userAgent: talkieUserAgent(testInfo.project.use.userAgent ?? '') });
  try {
    await routeToApi(context, api);
    const platform: 'ios' | 'android' = /iphone/i.test(testInfo.project.use.userAgent ?? '') ? 'ios' : 'android';
    await context.addInitScript(installSimulatedShell, { platform });
    const page = await context.newPage();
    await page.goto(`/share/chat?chat_id=${SeedIds.chats.en}`);
    await expect(content(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await api.control.requests(SharePaths.chat)).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __talkieEarlyRequests?: unknown[] }).__talkieEarlyRequests)).toBeUndefined();
  } finally {
    await context.close();
  }
});
