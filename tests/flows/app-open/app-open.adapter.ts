/**
 * App-open on the real share page (SPEC §4 "App-open on mobile", §9 the 2000 ms and 3000 ms timers,
 * the README's "Opening the app" table): a tap on “Continue the chat in Talkie” on /share/chat tries
 * the universal link (iOS) or the scheme (Android), then the store 2 s later, then the download page
 * 3 s after that, unless the page went hidden; WeChat shows the open-in-browser guide; inside the
 * Talkie app the bridge's openNativePage opens the chat. Effects come from src/kernel/open-app
 * (app-open-flow.ts, open-app-runtime.ts) and the table in src/services/app-open/strategy.ts.
 *
 * Navigations are recorded through the page's test hook (`window.__talkieTestNavigate`, see
 * src/platform/leave-page.ts) instead of leaving the page; the timers run on Playwright's clock.
 */
import type { Page } from '@playwright/test';
import { appOpenOracle } from './app-open.oracle';
import { config } from '../../../src/platform/config';
import { SeedIds } from '../../../server/seed/ids';
import type { FlowAdapter, ModelContext, ModelHost } from '../framework/e2e/adapter';
import { appHost, browserHost, wechatHost } from '../framework/e2e/hosts';

const TRACKING = { share_trace_id: 'trace-model', share_clk_type: 'moments' } as const;
const CHAT = `/share/chat?chat_id=${SeedIds.chats.en}&share_trace_id=${TRACKING.share_trace_id}&share_clk_type=${TRACKING.share_clk_type}`;
const CTA = 'Continue the chat in Talkie';
const GUIDE_TITLE = 'Open Talkie from your browser';
const GUIDE_TEXT = 'Tap ··· and open in the browser';
/** What the chat's deep link names (the seed chat's character). */
const CHAT_QUERY = `npc_id=npc_en&share_trace_id=${TRACKING.share_trace_id}&share_clk_type=${TRACKING.share_clk_type}&channel_label=H5`;

const none = {
  showsBrowserGuide: false,
  opensStoreLink: false,
  opensNativePage: false,
  triesApp: false,
  hasStoreFallback: false,
  storeNeedsTap: false,
  hasDownloadFallback: false,
};
/** The strategy table's rows (src/services/app-open/strategy.ts) as guard values. */
const IOS_BROWSER = { ...none, triesApp: true, hasStoreFallback: true, hasDownloadFallback: true };
/** Android markets are app schemes: offered as a link to tap. */
const ANDROID_BROWSER = { ...IOS_BROWSER, storeNeedsTap: true };
const DESKTOP_BROWSER = { ...none, hasDownloadFallback: true };
const IN_WECHAT = { ...none, showsBrowserGuide: true };
const IN_APP = { ...none, opensNativePage: true };

/**
 * User agents the framework's hosts do not have (hosts.ts knows one phone per platform): set through
 * the DevTools protocol before the page opens, so both the request and navigator.userAgent carry them.
 */
const OWN_USER_AGENTS: Record<string, string> = {
  'browser-android-huawei':
    'Mozilla/5.0 (Linux; Android 12; HUAWEI NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.120 Mobile Safari/537.36',
  'browser-android-xiaomi':
    'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.120 Mobile Safari/537.36 XiaoMi/MiuiBrowser/18.4.30',
  'browser-desktop':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.120 Safari/537.36',
};

/**
 * The store of each browser host: the Apple store (opened 2 s after the tap), or the phone maker's
 * market before the generic one (offered as a link to tap: Chrome opens a market scheme only from a tap).
 */
const STORE_OF: Record<string, { url: string; name: string }> = {
  'browser-ios': { url: config.appOpen.appleStoreUrl, name: 'the App Store' },
  'browser-android': { url: config.appOpen.genericMarketUrl, name: 'the generic Android market' },
  'browser-android-huawei': { url: config.appOpen.huaweiMarketUrl, name: 'the Huawei AppGallery' },
  'browser-android-xiaomi': { url: config.appOpen.xiaomiMarketUrl, name: 'the Xiaomi GetApps market' },
};

const cta = (page: Page) => page.getByRole('button', { name: CTA });
const navigations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __navigations?: string[] }).__navigations ?? []);
const taps = (ctx: ModelContext): number => (ctx.memo.taps as number | undefined) ?? 0;
/** Navigations seen so far by the observers: later checks expect no more than these. */
const seenNavigations = (ctx: ModelContext): number => (ctx.memo.navigations as number | undefined) ?? 0;

function appLinkOf(host: ModelHost): string {
  return host.platform === 'ios'
    ? `${config.appOpen.universalLinkBase}/chat?${CHAT_QUERY}`
    : `${config.appOpen.scheme}chat?${CHAT_QUERY}`;
}

/**
 * Makes the page look hidden or visible, as the browser reports it (share.helpers' `setPageVisibility`); no events: iOS
 * Safari's silent hiding.
 */
async function setVisibility(
  page: Page,
  state: 'hidden' | 'visible',
  events: ('visibilitychange' | 'pagehide' | 'pageshow')[],
): Promise<void> {
  // Loaded when used: the helpers module builds Playwright fixtures, which the checklist writer does not load.
  const { setPageVisibility } = await import('../../e2e/share.helpers');
  await setPageVisibility(page, state, events);
}

/** Time passes and nothing more opens: the navigations stay those seen so far. */
async function nothingMoreOpens(ctx: ModelContext, ms: number): Promise<void> {
  await ctx.page.clock.runFor(ms);
  ctx.expect(await navigations(ctx.page)).toHaveLength(seenNavigations(ctx));
}

const nativeCalls = (ctx: ModelContext) => ctx.shellCalls('openNativePage');
const noGuide = (ctx: ModelContext) => ctx.expect(ctx.page.getByRole('dialog')).toHaveCount(0);

/** The store timer runs 2000 ms from the tap; the tryingApp observer has run 1999 ms of it. */
const storeTimerFires = (ctx: ModelContext) => ctx.page.clock.runFor(1);
/**
 * The download timer runs 3000 ms from the store step; the redirectingToStore and offeringStore observers have run 2999
 * ms of it.
 */
const downloadTimerFires = (ctx: ModelContext) => ctx.page.clock.runFor(1);

export const appOpenAdapter: FlowAdapter = {
  flow: 'app-open',
  summary:
    'The “Continue the chat in Talkie” button of the shared chat page /share/chat in phone browsers, a desktop browser, WeChat and the Talkie app (effects: src/kernel/open-app, table: src/services/app-open/strategy.ts).',
  hosts: [
    browserHost('ios', IOS_BROWSER, { scenario: 'iOS browser' }),
    browserHost('android', ANDROID_BROWSER, {
      id: 'browser-android-huawei',
      qa: 'The browser of a Huawei phone (user agent names HUAWEI; not the app)',
      scenario: 'Android browser',
    }),
    browserHost('android', ANDROID_BROWSER, { scenario: 'Android browser' }),
    browserHost('android', ANDROID_BROWSER, {
      id: 'browser-android-xiaomi',
      qa: 'The browser of a Xiaomi phone (user agent names XiaoMi; not the app)',
      scenario: 'Android browser',
    }),
    browserHost('android', DESKTOP_BROWSER, {
      id: 'browser-desktop',
      qa: 'Chrome on a Windows computer (desktop user agent, narrow window)',
      scenario: 'desktop browser',
    }),
    wechatHost('android', IN_WECHAT, { scenario: 'WeChat' }),
    appHost('android', '2.30.0', IN_APP, { scenario: 'Talkie app' }),
    appHost('ios', '2.30.0', IN_APP, { scenario: 'Talkie app' }),
  ],
  start: {
    qa: (host) =>
      [
        `Host: ${host.qa}.`,
        `Open ${CHAT} (the seed chat “Late night at the library”, with share tracking) and wait until “${CTA}” is shown.`,
        host.kind === 'browser'
          ? 'The page cannot really leave: every place it would go (app link, store, download page) is recorded instead (the test hook window.__talkieTestNavigate).'
          : '',
      ].filter(Boolean),
    async open(ctx) {
      const { page, host } = ctx;
      const userAgent = OWN_USER_AGENTS[host.id];
      if (userAgent) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setUserAgentOverride', { userAgent });
      }
      await page.addInitScript(() => {
        const w = window as unknown as { __navigations: string[]; __talkieTestNavigate: (url: string) => void };
        w.__navigations = [];
        w.__talkieTestNavigate = (url) => w.__navigations.push(url);
      });
      await page.goto(CHAT);
      await ctx.expect(page.getByTestId('conversation')).toBeVisible();
      // The open-app machine loads once the page is idle: a tap then acts at once, as a visitor's would.
      await ctx.expect(cta(page)).toHaveAttribute('data-ready', 'true');
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      ctx.memo.navigations = 0;
      ctx.memo.taps = 0;
    },
  },
  states: {
    'appOpen.idle': {
      qa: `“${CTA}” is shown; nothing has opened (no app link, store or download page) and no guide is shown`,
      async see(ctx) {
        await ctx.expect(cta(ctx.page)).toBeVisible();
        await noGuide(ctx);
        ctx.expect(await navigations(ctx.page)).toEqual([]);
      },
    },
    'appOpen.guideToBrowser': {
      qa: `within half a second a dialog “${GUIDE_TITLE}” says “${GUIDE_TEXT}”; the page does not try to open anything`,
      async see(ctx) {
        // React reveals the lazily loaded guide on a timer; the page's clock is paused.
        await ctx.page.clock.runFor(500);
        const guide = ctx.page.getByRole('dialog', { name: GUIDE_TITLE });
        await ctx.expect(guide).toBeVisible();
        await ctx.expect(guide).toContainText(GUIDE_TEXT);
        ctx.expect(await navigations(ctx.page)).toEqual([]);
      },
    },
    'appOpen.openingNativePage': {
      qa: `the app is asked to open the chat (openNativePage with talkie://chat?…); “${CTA}” shows it is busy until the app answers`,
      async see(ctx) {
        await ctx.expect.poll(async () => (await nativeCalls(ctx)).length).toBe(taps(ctx));
        await ctx.expect(cta(ctx.page)).toHaveAttribute('aria-busy', 'true');
        ctx.expect(await navigations(ctx.page)).toEqual([]);
      },
    },
    'appOpen.nativePageOpened': {
      qa: `the app opened the chat; “${CTA}” is ready again (not busy); the page itself goes nowhere`,
      async see(ctx) {
        await ctx.expect(cta(ctx.page)).not.toHaveAttribute('aria-busy', 'true');
        ctx.expect(await navigations(ctx.page)).toEqual([]);
      },
    },
    'appOpen.nativePageFailed': {
      qa: `the app could not open the chat; “${CTA}” is ready again (not busy) for another try; the page itself goes nowhere`,
      async see(ctx) {
        await ctx.expect(cta(ctx.page)).not.toHaveAttribute('aria-busy', 'true');
        ctx.expect(await navigations(ctx.page)).toEqual([]);
      },
    },
    'appOpen.tryingApp': {
      qa: 'the page opens the app link at once and says “Opening Talkie…”; for the next 1999 ms nothing else opens',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('open-app-status')).toContainText('Opening Talkie…');
        await ctx.expect.poll(async () => (await navigations(ctx.page)).length).toBe(seenNavigations(ctx) + 1);
        ctx.memo.navigations = (await navigations(ctx.page)).length;
        await nothingMoreOpens(ctx, 1999);
      },
    },
    'appOpen.appOpened': {
      qa: 'no store and no download page follow: 10 seconds later nothing more has opened',
      see: (ctx) => nothingMoreOpens(ctx, 10_000),
    },
    'appOpen.storeRedirectSuppressed': {
      qa: 'the store is NOT opened behind the app: 10 seconds later nothing more has opened',
      see: (ctx) => nothingMoreOpens(ctx, 10_000),
    },
    'appOpen.redirectingToStore': {
      qa: 'the page opens the store page for this phone; for the next 2999 ms nothing else opens',
      async see(ctx) {
        await ctx.expect.poll(async () => (await navigations(ctx.page)).length).toBe(seenNavigations(ctx) + 1);
        ctx.memo.navigations = (await navigations(ctx.page)).length;
        await nothingMoreOpens(ctx, 2999);
      },
    },
    'appOpen.offeringStore': {
      qa: 'the page says “Talkie did not open” and offers “Get Talkie”, a link to this phone’s market (Xiaomi, Huawei or the generic one) with “Not now”; it opens nothing by itself for the next 2999 ms',
      async see(ctx) {
        const status = ctx.page.getByTestId('open-app-status');
        await ctx.expect(status).toContainText('Talkie did not open');
        const store = STORE_OF[ctx.host.id];
        ctx.expect(store, `a store for ${ctx.host.id}`).toBeDefined();
        await ctx.expect(status.getByRole('link', { name: 'Get Talkie' })).toHaveAttribute('href', store!.url);
        await ctx.expect(status.getByRole('button', { name: 'Not now' })).toBeVisible();
        await nothingMoreOpens(ctx, 2999);
      },
    },
    'appOpen.storeOpened': {
      qa: 'the store opened: no download page follows (10 seconds later nothing more has opened)',
      see: (ctx) => nothingMoreOpens(ctx, 10_000),
    },
    'appOpen.downloadPage': {
      qa: 'the page opens the download page https://talkie-ai.com/download with from_page=share_chat and the share tracking',
      async see(ctx) {
        await ctx.expect
          .poll(async () => (await navigations(ctx.page)).at(-1) ?? '')
          .toMatch(/^https:\/\/talkie-ai\.com\/download\?/);
      },
    },
    'appOpen.attemptEnded': {
      qa: `the attempt is over: 10 seconds later nothing more has opened, and “${CTA}” is ready for a new tap`,
      async see(ctx) {
        await nothingMoreOpens(ctx, 10_000);
        await ctx.expect(cta(ctx.page)).not.toHaveAttribute('aria-busy', 'true');
      },
    },
  },
  events: {
    OPEN_APP_TAPPED: {
      qa: `Tap “${CTA}”`,
      async drive(ctx) {
        ctx.memo.taps = taps(ctx) + 1;
        await cta(ctx.page).click();
      },
    },
    DISMISSED: {
      qa: 'Tap “Not now” under “Get Talkie”',
      drive: (ctx) => ctx.page.getByTestId('open-app-status').getByRole('button', { name: 'Not now' }).click(),
    },
    GUIDE_CLOSED: {
      qa: 'Tap “Close” in the guide',
      drive: (ctx) =>
        ctx.page.getByRole('dialog', { name: GUIDE_TITLE }).getByRole('button', { name: 'Close' }).click(),
    },
    PAGE_HIDDEN: {
      qa: 'Switch to the other app (the page is hidden: visibilitychange and pagehide)',
      drive: (ctx) => setVisibility(ctx.page, 'hidden', ['visibilitychange', 'pagehide']),
    },
    PAGE_SHOWN: {
      qa: 'Come back to the browser (the page is shown again: visibilitychange and pageshow)',
      drive: (ctx) => setVisibility(ctx.page, 'visible', ['visibilitychange', 'pageshow']),
    },
    'AFTER:appOpenStoreDelay [pageHidden]': {
      qa: 'The app comes to the front but the browser reports nothing yet (iOS Safari: the page is hidden without an event); wait until 2 s after the tap',
      arrange: (ctx) => setVisibility(ctx.page, 'hidden', []),
      drive: storeTimerFires,
    },
    'AFTER:appOpenStoreDelay': { qa: 'Stay on the page until 2 s after the tap', drive: storeTimerFires },
    'AFTER:appOpenDownloadDelay [pageHidden]': {
      qa: 'The store comes to the front but the browser reports nothing (the page is hidden without an event); wait until 3 s after the store opened',
      arrange: (ctx) => setVisibility(ctx.page, 'hidden', []),
      drive: downloadTimerFires,
    },
    'AFTER:appOpenDownloadDelay': {
      qa: 'Stay on the page until 3 s after the store opened (or was offered)',
      drive: downloadTimerFires,
    },
    // The simulated app answers on a timer, and the page's clock is paused: let a moment pass.
    'DONE:openNativePage': {
      qa: 'The app opens the chat (it answers openNativePage with success)',
      drive: (ctx) => ctx.page.clock.runFor(50),
    },
    'ERROR:openNativePage': {
      qa: 'The app cannot open the chat (set the simulated app to answer openNativePage with code 500)',
      arrange: (ctx) => ctx.setShellReply('openNativePage', { code: 500, msg: 'cannot open' }),
      drive: (ctx) => ctx.page.clock.runFor(50),
    },
  },
  notDrivable: {
    'appOpen.launching ALWAYS [else]':
      'only the WeChat mini program has no way to open or download the app, and there the page hides every open-app button (use-open-app.ts: available is false), so no tap can happen',
    'appOpen.launching ALWAYS [opensStoreLink]':
      'only the toki brand goes straight to its store link, and the brand is fixed when the page is built (src/platform/brand.ts: BRAND is talkie)',
    'appOpen.storeLinkOpened OPEN_APP_TAPPED':
      'only the toki brand reaches the store link, and the brand is fixed when the page is built (src/platform/brand.ts: BRAND is talkie)',
    'appOpen.tryingApp AFTER:appOpenStoreDelay [hasDownloadFallback]':
      'no row of the strategy table (src/services/app-open/strategy.ts, built into the page) tries the app with a download page but no store page',
    'appOpen.waitingForDownloadPage PAGE_HIDDEN':
      'waitingForDownloadPage is reached only from a strategy row no host has (app link and download page without a store page)',
    'appOpen.waitingForDownloadPage AFTER:appOpenDownloadDelay@waitingForDownloadPage [pageHidden]':
      'waitingForDownloadPage is reached only from a strategy row no host has (app link and download page without a store page)',
    'appOpen.waitingForDownloadPage AFTER:appOpenDownloadDelay@waitingForDownloadPage [else]':
      'waitingForDownloadPage is reached only from a strategy row no host has (app link and download page without a store page)',
    'appOpen.redirectingToStore AFTER:appOpenDownloadDelay@redirectingToStore [else]':
      'no row of the strategy table has a store page without the download page',
    'appOpen.offeringStore AFTER:appOpenDownloadDelay@offeringStore [else]':
      'no row of the strategy table has a store page without the download page',
    'appOpen.tryingApp AFTER:appOpenStoreDelay [else]':
      'no row of the strategy table tries the app with neither a store nor a download page',
  },
  oracle: appOpenOracle,
  effects: {
    openApp: {
      qa: () =>
        'the page opens the app link: https://talkie-ai.com/app/chat?npc_id=npc_en&… on iOS (universal link), talkie://chat?npc_id=npc_en&… on Android (scheme)',
      see: async (ctx) =>
        void (await ctx.expect.poll(async () => (await navigations(ctx.page)).at(-1)).toBe(appLinkOf(ctx.host))),
    },
    goToStore: {
      qa: () => 'the page opens the App Store (iOS; Android markets are offered as a link instead)',
      async see(ctx) {
        const store = STORE_OF[ctx.host.id];
        ctx.expect(store, `a store for ${ctx.host.id}`).toBeDefined();
        await ctx.expect.poll(async () => (await navigations(ctx.page)).at(-1)).toBe(store!.url);
      },
    },
    goToDownloadPage: {
      qa: (effect) =>
        `the page opens the download page with from_page=${'call' in effect ? (effect.params as { fromPage: string }).fromPage : ''} and the share tracking`,
      async see(ctx, effect) {
        const { fromPage } = (effect as { params: { fromPage: string } }).params;
        await ctx.expect
          .poll(async () => (await navigations(ctx.page)).at(-1) ?? '')
          .toMatch(/^https:\/\/talkie-ai\.com\/download\?/);
        const download = new URL((await navigations(ctx.page)).at(-1) ?? '');
        ctx.expect(`${download.origin}${download.pathname}`).toBe(config.appOpen.downloadPageUrl);
        ctx.expect(Object.fromEntries(download.searchParams)).toEqual({ from_page: fromPage, ...TRACKING });
        ctx.memo.navigations = (await navigations(ctx.page)).length;
      },
    },
    'request:openNativePage': {
      qa: () => 'the app is asked to open talkie://chat?npc_id=npc_en&… (bridge openNativePage)',
      async see(ctx) {
        await ctx.expect.poll(async () => (await nativeCalls(ctx)).length).toBe(taps(ctx));
        const last = (await nativeCalls(ctx)).at(-1)?.params as { page?: string } | undefined;
        ctx.expect(last?.page).toBe(`talkie://chat?${CHAT_QUERY}`);
      },
    },
  },
};
