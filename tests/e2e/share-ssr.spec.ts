import type { Page, Request } from '@playwright/test';
import { SharePaths } from '../../src/api/contract/share-paths';
import { config } from '../../src/platform/config';
import { SeedIds } from '../../server/seed/ids';
import { ControlClient } from '../../server/testing/control-client';
import { expect, newDeviceContext, test } from './support/fixtures';
import { collectPageProblems, expectNoProblems } from './support/page-problems';
import { ONE_PROJECT } from './membership-invitation.helpers';
import { UA, navigations, recordNavigations, recordWechatCalls, wechatShareData } from './share.helpers';

/**
 * The share pages as the preview server renders them: content in the HTML, taken over by the app
 * without a second request and without a hydration mismatch; the app's actions still work; an API
 * slower than the render budget still ends with the content (asked for by the browser).
 * The server render does not depend on the device profile: one profile.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

const CHAT = `/share/chat?chat_id=${SeedIds.chats.en}`;
const isContentCall = (request: Request) => /\/weaver\/api\/v1\/share\/(?!trending_posts)/.test(request.url());

/** Counts the page's content calls, and marks the server's markup so a re-render from scratch shows. */
async function watch(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isContentCall(request)) calls.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const body = document.querySelector('[data-testid="share-body"]');
      (window as unknown as { __serverBody: Element | null }).__serverBody = body;
    });
  });
  return calls;
}

/** True when React has hydrated the element (it carries React's fiber), so its handlers are attached. */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);

/** True when the element the server sent is still the one on screen (hydrated, not replaced). */
const keptServerMarkup = (page: Page) =>
  page.evaluate(() => {
    const server = (window as unknown as { __serverBody: Element | null }).__serverBody;
    return server !== null && server === document.querySelector('[data-testid="share-body"]') && server.isConnected;
  });

const PAGES: [string, string][] = [
  [CHAT, 'You came back! I saved the window seat for you.'],
  [`/share/memory/${SeedIds.memories.en}`, 'The night Luna told me about the lighthouse'],
  [`/share/chat_history/${SeedIds.memories.en}`, 'I could not sleep. Tell me a story?'],
  [`/share/image?image_id=${SeedIds.images.en}`, 'Luna'],
  [`/share/material?material_id=${SeedIds.materials.voice.en}`, 'Luna says good night'],
  [`/share/template?template_id=${SeedIds.templates.en}`, ''],
  [`/share/video?video_id=${SeedIds.videos.en}`, ''],
  [`/share/fm?fm_id=${SeedIds.fm.en}`, 'Midnight Radio with Luna'],
  [`/share/template?template_id=${SeedIds.deletedTemplate}`, 'Sorry, this template is no longer available'],
  // A post everyone may see: rendered for any viewer alike.
  [`/share/post?post_id=${SeedIds.posts.en}`, 'She remembered the name of my cat from three days ago.'],
];

test.describe('server-rendered share pages', () => {
  for (const [url, text] of PAGES) {
    test(`${url}: the server's page is taken over without a second request or a mismatch`, async ({
      page,
      problems,
    }) => {
      const calls = await watch(page);
      const answer = await page.goto(url);
      const html = (await answer?.text()) ?? '';
      if (text) expect(html).toContain(text.replace(/'/g, '&#x27;'));
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      await expect(page.getByTestId('share-body')).toBeVisible();
      if (text) await expect(page.getByTestId('share-body')).toContainText(text);
      // The app has started: the open-app buttons load their machine once the page is idle.
      await expect(page.getByTestId('open-app-button')).toHaveAttribute('data-ready', 'true');
      await page.waitForLoadState('networkidle');
      expect(calls, 'no second content request').toEqual([]);
      expect(await keptServerMarkup(page), 'the server markup is hydrated, not replaced').toBe(true);
      expectNoProblems(problems, url);
    });
  }

  test('a tap on open-app while the app is still loading opens the app once it has loaded', async ({
    page,
    problems,
  }) => {
    await recordNavigations(page);
    // The app's boot chunk is held back: the page is the server's markup only, with no handlers yet.
    let releaseBoot = (): void => undefined;
    const bootHeld = new Promise<void>((resolve) => (releaseBoot = resolve));
    let bootAsked = false;
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
      bootAsked = true;
      await bootHeld;
      await route.continue();
    });
    await page.goto(CHAT);
    await expect.poll(() => bootAsked).toBe(true);
    const cta = page.getByTestId('open-app-button');
    await expect(cta).toBeVisible();
    expect(await isHydrated(page, '[data-testid="open-app-button"]')).toBe(false);
    await cta.click();
    await cta.click();
    expect(await navigations(page)).toEqual([]);
    releaseBoot();
    // Pixel 7: the app's scheme, once, for the two taps made while waiting.
    await expect
      .poll(() => navigations(page))
      .toEqual([`${config.appOpen.scheme}chat?npc_id=${SeedIds.npcs.en}&channel_label=H5`]);
    await expect(cta).toHaveAttribute('data-ready', 'true');
    expect(await navigations(page)).toHaveLength(1);
    expectNoProblems(problems);
  });

  test('open-app and the voice player work on the hydrated page', async ({ page, problems }) => {
    await recordNavigations(page);
    await watch(page);
    await page.goto(CHAT);
    const player = page.getByTestId('conversation').locator('[data-kind="voice"]').getByTestId('voice-player');
    await expect(player).toHaveAttribute('data-player-state', 'ready');
    // The server sends the player ready to look at; it plays once its element is hydrated.
    await expect.poll(() => isHydrated(page, '[data-kind="voice"] [data-testid="voice-player"] button')).toBe(true);
    await player.getByRole('button').click();
    await expect(player).toHaveAttribute('data-player-state', /loading|playing/);
    await expect(player).toHaveAttribute('data-player-state', 'ready', { timeout: 10_000 });
    const cta = page.getByTestId('open-app-button');
    await expect(cta).toHaveAttribute('data-ready', 'true');
    await cta.click();
    // Pixel 7: the app's scheme first.
    await expect
      .poll(() => navigations(page))
      .toEqual([`${config.appOpen.scheme}chat?npc_id=${SeedIds.npcs.en}&channel_label=H5`]);
    expect(await keptServerMarkup(page)).toBe(true);
    expectNoProblems(problems);
  });

  test('inside WeChat the hydrated page sets the WeChat share to the content', async ({ browser }, testInfo) => {
    const context = await newDeviceContext(browser, testInfo.project.use, { userAgent: UA.wechatAndroid });
    await recordWechatCalls(context);
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    try {
      const calls = await watch(page);
      await page.goto(CHAT);
      await expect(page.getByTestId('conversation')).toBeVisible();
      await expect
        .poll(() => wechatShareData(page))
        .toMatchObject({
          title: 'Late night at the library',
          desc: 'A night-shift librarian who remembers every story you have ever told her.',
        });
      expect(calls).toEqual([]);
      expect(await keptServerMarkup(page)).toBe(true);
      expectNoProblems(problems);
    } finally {
      await context.close();
    }
  });

  test('an API answering after the render budget: the page comes without content, and the browser loads it', async ({
    page,
    problems,
    baseURL,
  }) => {
    const control = new ControlClient(baseURL ?? '');
    // One slow answer: the server's own call (the browser's call that follows is answered at once).
    await control.addFault({ path: SharePaths.fm, kind: 'latency', latency_ms: 2500, count: 1 });
    try {
      const calls = await watch(page);
      const answer = await page.goto(`/share/fm?fm_id=${SeedIds.fm.en}`);
      expect(answer?.headers()['cache-control']).toBe('no-store');
      await expect(page.getByTestId('share-body')).toContainText('Midnight Radio with Luna');
      await page.waitForLoadState('networkidle');
      expect(calls).toHaveLength(1);
      expectNoProblems(problems);
    } finally {
      await control.clearFaults(SharePaths.fm);
    }
  });

  test('a post only its author may see is asked for in the browser, with the viewer login', async ({
    page,
    problems,
  }) => {
    const calls = await watch(page);
    await page.goto(`/share/post?post_id=${SeedIds.postsByVisibility.doingModeration}`);
    await expect(page.getByTestId('share-problem')).toHaveAttribute('data-problem', 'post_not_visible');
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    expectNoProblems(problems);
  });

  test('a shared link keeps working inside the app: later pages load in the browser as before', async ({
    page,
    problems,
  }) => {
    const calls = await watch(page);
    await page.goto(`/share/memory/${SeedIds.memories.en}`);
    await expect(page.getByTestId('open-app-button')).toHaveAttribute('data-ready', 'true');
    // Hydration goes boundary by boundary: the link is the app's once React has taken that element over.
    await expect.poll(() => isHydrated(page, '[data-testid="chat-history-link"]')).toBe(true);
    await page.getByTestId('chat-history-link').click();
    await expect(page).toHaveURL(new RegExp(`/share/chat_history/${SeedIds.memories.en}$`));
    // A line past the memory's three-message excerpt: only the whole history carries it.
    await expect(page.getByTestId('conversation')).toContainText('Every night, it left a silver path across the sea');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(SharePaths.chatHistory);
    expectNoProblems(problems);
  });
});
