import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { installSimulatedShell } from '../../src/services/bridge/simulated-shell';
import { SeedIds } from '../../server/seed/ids';
import { DEVICE_TAG, newDeviceContext } from './support/fixtures';
import { talkieUserAgent } from './support/user-agents';
import {
  UA,
  eventsNamed,
  expect,
  navigations,
  recordNavigations,
  recordWechatCalls,
  routeToApi,
  setPageVisibility,
  test,
  wechatShareData,
  type PrivateApi,
} from './share.helpers';

/**
 * Opening the app from a share page (SPEC §4, DESIGN.md "Lessons from the field"), on the iPhone and
 * Android profiles: only a tap starts an attempt; 2 s later the store, 3 s after that the download
 * page, unless the page went hidden (the app opened) or the user came back (the attempt ended).
 * Navigations are recorded through the page's test hook instead of leaving the page, and the timers
 * run on Playwright's clock.
 */

const CHAT = `/share/chat?chat_id=${SeedIds.chats.en}`;
const isIos = (testInfo: TestInfo) => /iPhone/.test(testInfo.project.use.userAgent ?? '');
const cta = (page: Page) => page.getByTestId('open-app-button');

/** Loads the chat page on a paused clock, ready for a tap. */
async function openChatOnPausedClock(page: Page, query = '') {
  await recordNavigations(page);
  await page.clock.install();
  await page.goto(`${CHAT}${query}`);
  await expect(page.getByTestId('conversation')).toBeVisible();
  // The open-app machine loads once the page is idle: taps in these tests act at once, as a visitor's would.
  await expect(cta(page)).toHaveAttribute('data-ready', 'true');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test.describe('in a mobile browser', { tag: DEVICE_TAG }, () => {
  test('nothing opens on load, however long the visitor stays', async ({ page }) => {
    await openChatOnPausedClock(page);
    await page.clock.runFor(10_000);
    expect(await navigations(page)).toEqual([]);
  });

  test('coming back from the app ends the attempt: no jump to the store, and the next tap starts afresh', async ({
    page,
  }) => {
    await openChatOnPausedClock(page);
    await cta(page).click();
    await setPageVisibility(page, 'hidden');
    await page.clock.runFor(1500);
    await setPageVisibility(page, 'visible', ['visibilitychange', 'pageshow']);
    await page.clock.runFor(10_000);
    expect(await navigations(page)).toHaveLength(1);
    await cta(page).click();
    expect(await navigations(page)).toHaveLength(2);
  });

  test('Android: without the test hook the page really leaves for the download page in the end', async ({
    page,
  }, testInfo) => {
    test.skip(isIos(testInfo), 'the Android path: scheme and market links leave the page visible');
    await page.route('https://talkie-ai.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Download Talkie</title><h1>Download</h1>' }),
    );
    await page.clock.install();
    await page.goto(CHAT);
    await expect(page.getByTestId('conversation')).toBeVisible();
    // The conversation arrives in the server's HTML; the button acts once the app has taken the page over.
    await expect(cta(page)).toHaveAttribute('data-ready', 'true');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await cta(page).click();
    await page.clock.runFor(5000);
    await expect(page).toHaveURL(/^https:\/\/talkie-ai\.com\/download\?from_page=share_chat$/);
  });

  test('Android: the page says what it is doing, offers the market as a link at 2 s (never a navigation from the timer), and Not now ends the attempt', async ({
    page,
  }, testInfo) => {
    test.skip(isIos(testInfo), 'the Android path: the market is an app scheme');
    // Chrome refuses an app scheme opened from a timer ("Not allowed to launch 'market://…' because a user
    // gesture is required"): the only app-scheme navigation allowed is the tap's own.
    await openChatOnPausedClock(page);
    await cta(page).click();
    const status = page.getByTestId('open-app-status');
    await expect(status).toContainText('Opening Talkie…');
    await page.clock.runFor(2000);
    await expect(status).toContainText('Talkie did not open');
    await expect(status.getByRole('link', { name: 'Get Talkie' })).toHaveAttribute(
      'href',
      'market://details?id=com.weaver.app.prod',
    );
    expect(await navigations(page)).toEqual([expect.stringMatching(/^talkie:\/\/chat\?/)]);
    await status.getByRole('button', { name: 'Not now' }).click();
    await expect(status).toHaveCount(0);
    await page.clock.runFor(10_000);
    expect(await navigations(page)).toHaveLength(1);
  });

  test('Android: Download is a link to the market the tap itself opens (the app scheme is not tried) and says so', async ({
    page,
  }, testInfo) => {
    test.skip(isIos(testInfo), 'the Android path: the market is an app scheme');
    const launched: string[] = [];
    page.on('request', (request) => {
      if (!/^https?:/.test(request.url())) launched.push(request.url());
    });
    await page.goto(CHAT);
    await expect(cta(page)).toHaveAttribute('data-ready', 'true');
    const download = page.getByTestId('download-button');
    await expect(download).toHaveAttribute('href', 'market://details?id=com.weaver.app.prod');
    await download.click();
    await expect(page.getByTestId('download-status')).toContainText('Opening the app store…');
    await expect(
      page.getByTestId('download-status').getByRole('link', { name: 'Nothing opened? Use the download page' }),
    ).toHaveAttribute('href', 'https://talkie-ai.com/download?from_page=share_chat');
    await expect.poll(() => launched).toEqual(['market://details?id=com.weaver.app.prod']);
  });

  test('every open-app and download tap reaches the server as exactly one click event with the common params', async ({
    page,
    api,
  }) => {
    await recordNavigations(page);
    // On a phone the store link opens the store app and the page stays; the test browser would leave
    // for the store's web page instead. A 204 keeps it on the page, as the phone does.
    await page.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) => route.fulfill({ status: 204 }));
    await page.goto(`${CHAT}&share_trace_id=trace-analytics&share_clk_type=wechat_friend`);
    await expect(page.getByTestId('conversation')).toBeVisible();
    await cta(page).click();
    // A second tap on the button is ignored while the attempt is under way (the status sheet covers it now).
    await cta(page).dispatchEvent('click');
    await setPageVisibility(page, 'hidden');
    await setPageVisibility(page, 'visible', ['visibilitychange', 'pageshow']);
    await page.getByTestId('download-button').click();
    await expect.poll(async () => (await eventsNamed(api, 'download_click')).length).toBe(1);
    // Another flush (the page hides) sends nothing twice.
    await setPageVisibility(page, 'hidden', ['visibilitychange', 'pagehide']);
    await page.waitForTimeout(500);
    const [open, download] = [await eventsNamed(api, 'open_app_click'), await eventsNamed(api, 'download_click')];
    expect(open).toHaveLength(1);
    expect(download).toHaveLength(1);
    expect(open[0]?.event_data.common_params).toMatchObject({
      event_type: 'click',
      event_name: 'open_app_click',
      page: 'share_chat',
      log_source: 'h5',
      share_trace_id: 'trace-analytics',
      share_clk_type: 'wechat_friend',
      is_inapp: 0,
    });
    expect(open[0]?.event_data).toMatchObject({ from_page: 'share_chat', entrance: 'cta', target: 'chat' });
    expect(download[0]?.event_data).toMatchObject({ from_page: 'share_chat', entrance: 'download_prompt' });
  });
});

async function hostContext(
  browser: Browser,
  testInfo: TestInfo,
  api: PrivateApi,
  userAgent: string,
): Promise<BrowserContext> {
  const context = await newDeviceContext(browser, testInfo.project.use, { userAgent });
  await routeToApi(context, api);
  await recordNavigations(context);
  return context;
}

test.describe('inside the Talkie app', { tag: DEVICE_TAG }, () => {
  test('every share page opens its native target through the bridge; nothing navigates, no download prompt', async ({
    browser,
    api,
  }, testInfo) => {
    const platform: 'ios' | 'android' = isIos(testInfo) ? 'ios' : 'android';
    const context = await hostContext(browser, testInfo, api, talkieUserAgent(testInfo.project.use.userAgent ?? ''));
    await context.addInitScript(installSimulatedShell, { platform });
    const page = await context.newPage();
    const cases: [string, string][] = [
      [CHAT, 'talkie://chat?npc_id=npc_en&channel_label=H5'],
      [`/share/memory/${SeedIds.memories.en}`, 'talkie://memory?memory_id=memory_en&channel_label=H5'],
      [
        `/share/material?material_id=${SeedIds.materials.image.en}`,
        'talkie://material_receive?material_type=image&material_id=material_image_en&share_user_id=u_creator_en',
      ],
      [
        `/share/template?template_id=${SeedIds.templates.en}`,
        'talkie://template_detail?template_id=template_en&channel_label=H5',
      ],
      [`/share/video?video_id=${SeedIds.videos.en}`, 'talkie://video_play?video=video_en&channel_label=H5'],
      [`/share/post?post_id=${SeedIds.posts.en}`, 'talkie://post_detail?post_id=post_en&channel_label=H5'],
      [`/share/fm?fm_id=${SeedIds.fm.en}`, 'talkie://fm_playing?npc_id=npc_en&fm_id=fm_en&fm_type=1&channel_label=H5'],
    ];
    try {
      for (const [url, deepLink] of cases) {
        await page.goto(url);
        await expect(page.getByTestId('share-body').getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.getByTestId('download-prompt')).toHaveCount(0);
        await cta(page).click();
        await expect
          .poll(() =>
            page.evaluate(() =>
              (
                window as unknown as { __talkieShellCalls: { method: string; params: { page?: string } }[] }
              ).__talkieShellCalls
                .filter((c) => c.method === 'openNativePage')
                .map((c) => c.params.page),
            ),
          )
          .toEqual([expect.stringContaining(deepLink)]);
      }
      await page.goto(CHAT);
      await page.getByTestId('author-chip').click();
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (
                window as unknown as { __talkieShellCalls: { method: string; params: { page?: string } }[] }
              ).__talkieShellCalls.find((c) => c.method === 'openNativePage')?.params.page,
          ),
        )
        .toBe('talkie://user_home?entrance=h5_enter&user_id=u_creator_en&channel_label=H5');
      expect(await navigations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('inside WeChat and QQ', { tag: DEVICE_TAG }, () => {
  test('WeChat: a tap shows the open-in-browser guide instead of navigating, and sharing is set to the content', async ({
    browser,
    api,
  }, testInfo) => {
    const context = await hostContext(browser, testInfo, api, isIos(testInfo) ? UA.wechatIos : UA.wechatAndroid);
    await recordWechatCalls(context);
    const page = await context.newPage();
    try {
      await page.goto(CHAT);
      await expect(page.getByTestId('conversation')).toBeVisible();
      await expect
        .poll(() => wechatShareData(page))
        .toMatchObject({
          title: 'Late night at the library',
          desc: 'A night-shift librarian who remembers every story you have ever told her.',
        });
      const signature = await api.control.requests('/weaver/api/v1/activity/get_wx_url_signature');
      expect(signature.length).toBeGreaterThan(0);
      await page.getByTestId('download-button').click();
      const guide = page.getByRole('dialog');
      await expect(guide).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(guide).toHaveCount(0);
      await cta(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('button').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await navigations(page)).toEqual([]);
      await expect
        .poll(async () => (await eventsNamed(api, 'open_app_click'))[0]?.event_data)
        .toMatchObject({ open_method: 'guide_to_browser' });
    } finally {
      await context.close();
    }
  });

  test('QQ: the same guide, no navigation', async ({ browser, api }, testInfo) => {
    const context = await hostContext(browser, testInfo, api, UA.qqIos);
    const page = await context.newPage();
    try {
      await page.goto(`/share/post?post_id=${SeedIds.posts.en}`);
      await cta(page).click();
      await expect(page.getByTestId('open-in-browser-guide')).toBeVisible();
      expect(await navigations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
