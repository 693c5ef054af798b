import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { provideAppOpenMachine, watchPageVisibility, type AppOpenEffects } from '@/kernel/open-app/app-open-flow';
import { appOpenStrategyFor, storeLinkFor } from '@/kernel/open-app/open-app-strategy';
import { deepLinkFor } from '@/kernel/open-app/deep-link-for';
import type { Brand } from '@/platform/brand';
import { config } from '@/platform/config';
import type { HostInfo } from '@/platform/host';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const XIAOMI_CHROME =
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CG Build/UKQ1; Xiaomi) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

type Host = Pick<HostInfo, 'app' | 'os'>;

function start(host: Host, userAgent: string, brand: Brand = 'talkie') {
  const navigations: string[] = [];
  const nativePages: string[] = [];
  let hidden = false;
  const deepLink = deepLinkFor({ target: 'chat', params: { npc_id: 'npc_en' } }, host.os, {
    share_trace_id: 'trace-1',
  });
  const effects: AppOpenEffects = {
    host,
    userAgent,
    brand,
    navigate: (url) => navigations.push(url),
    openNativePage: async (page) => {
      nativePages.push(page);
    },
    isPageHidden: () => hidden,
    currentDeepLink: () => deepLink,
  };
  const actor = createActor(provideAppOpenMachine(effects), {
    input: {
      strategy: appOpenStrategyFor(host, userAgent, brand),
      fromPage: 'share_chat',
      extraQuery: { share_trace_id: 'trace-1' },
    },
  }).start();
  return { actor, navigations, nativePages, deepLink, setHidden: (value: boolean) => (hidden = value) };
}

describe('app-open flow with the page effects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('iOS browser: universal link on tap, the Apple store after 2 s, the download page with from_page 3 s later', () => {
    const { actor, navigations } = start({ app: 'browser', os: 'ios' }, IPHONE_SAFARI);
    expect(navigations).toEqual([]);
    actor.send({ type: 'OPEN_APP_TAPPED' });
    expect(navigations).toEqual([
      `${config.appOpen.universalLinkBase}/chat?npc_id=npc_en&share_trace_id=trace-1&channel_label=H5`,
    ]);
    vi.advanceTimersByTime(1999);
    expect(navigations).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(navigations[1]).toBe(config.appOpen.appleStoreUrl);
    vi.advanceTimersByTime(2999);
    expect(navigations).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const download = new URL(navigations[2] ?? '');
    expect(`${download.origin}${download.pathname}`).toBe(config.appOpen.downloadPageUrl);
    expect(download.searchParams.get('from_page')).toBe('share_chat');
    expect(download.searchParams.get('share_trace_id')).toBe('trace-1');
  });

  it('Android browser: the scheme on tap; at 2 s the phone maker’s market is offered as a link, not navigated to from the timer', () => {
    const { actor, navigations } = start({ app: 'browser', os: 'android' }, XIAOMI_CHROME);
    actor.send({ type: 'OPEN_APP_TAPPED' });
    expect(navigations[0]).toMatch(/^talkie:\/\/chat\?npc_id=npc_en&/);
    vi.advanceTimersByTime(2000);
    expect(navigations).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('offeringStore');
    expect(
      storeLinkFor(appOpenStrategyFor({ app: 'browser', os: 'android' }, XIAOMI_CHROME, 'talkie'), XIAOMI_CHROME),
    ).toBe(config.appOpen.xiaomiMarketUrl);
    vi.advanceTimersByTime(3000);
    expect(new URL(navigations[1] ?? '').pathname).toBe(new URL(config.appOpen.downloadPageUrl).pathname);
  });

  it('the page going hidden means the app opened: no store, no download page, and coming back ends the attempt', () => {
    const { actor, navigations } = start(
      { app: 'browser', os: 'android' },
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile',
    );
    actor.send({ type: 'OPEN_APP_TAPPED' });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'PAGE_HIDDEN', reason: 'visibilitychange' });
    actor.send({ type: 'PAGE_SHOWN', reason: 'pageshow' });
    vi.advanceTimersByTime(10_000);
    expect(navigations).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('attemptEnded');
  });

  it('a timer firing while the page is hidden without an event (iOS Safari) does not open the store', () => {
    const { actor, navigations, setHidden } = start({ app: 'browser', os: 'ios' }, IPHONE_SAFARI);
    actor.send({ type: 'OPEN_APP_TAPPED' });
    setHidden(true);
    vi.advanceTimersByTime(6000);
    expect(navigations).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('storeRedirectSuppressed');
  });

  it('inside the Talkie app the tap asks the app to open the deep link, and nothing navigates', async () => {
    const { actor, navigations, nativePages, deepLink } = start(
      { app: 'talkie', os: 'ios' },
      `${IPHONE_SAFARI} Talkie/2.30.0`,
    );
    actor.send({ type: 'OPEN_APP_TAPPED' });
    await vi.runAllTimersAsync();
    expect(nativePages).toEqual([deepLink]);
    expect(navigations).toEqual([]);
    expect(actor.getSnapshot().value).toBe('nativePageOpened');
  });

  it.each([
    ['WeChat', { app: 'wechat', os: 'android' } as Host],
    ['QQ', { app: 'qq', os: 'ios' } as Host],
  ])('%s shows the open-in-browser guide and never navigates', (_name, host) => {
    const { actor, navigations } = start(host, '');
    actor.send({ type: 'OPEN_APP_TAPPED' });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('guideToBrowser');
    expect(navigations).toEqual([]);
    actor.send({ type: 'GUIDE_CLOSED' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('the toki brand goes straight to its store link', () => {
    const { actor, navigations } = start({ app: 'browser', os: 'ios' }, IPHONE_SAFARI, 'toki');
    actor.send({ type: 'OPEN_APP_TAPPED' });
    vi.advanceTimersByTime(10_000);
    expect(navigations).toEqual([config.appOpen.tokiStoreUrl]);
  });

  it('a desktop browser goes to the download page at once', () => {
    const { actor, navigations } = start(
      { app: 'browser', os: 'other' },
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
    );
    actor.send({ type: 'OPEN_APP_TAPPED' });
    expect(navigations).toHaveLength(1);
    expect(navigations[0]).toContain('from_page=share_chat');
  });
});

describe('watchPageVisibility', () => {
  it('turns visibility, pagehide/pageshow and window blur/focus into machine events, and stops cleanly', () => {
    const events: string[] = [];
    const doc = new EventTarget() as EventTarget & { visibilityState: string };
    doc.visibilityState = 'visible';
    const win = new EventTarget() as unknown as Window;
    Object.assign(win, { document: doc });
    const stop = watchPageVisibility(win, (event) =>
      events.push(`${event.type}:${'reason' in event ? event.reason : ''}`),
    );
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('pageshow'));
    win.dispatchEvent(new Event('blur'));
    win.dispatchEvent(new Event('focus'));
    stop();
    win.dispatchEvent(new Event('blur'));
    expect(events).toEqual([
      'PAGE_HIDDEN:visibilitychange',
      'PAGE_SHOWN:visibilitychange',
      'PAGE_HIDDEN:pagehide',
      'PAGE_SHOWN:pageshow',
      'PAGE_HIDDEN:blur',
      'PAGE_SHOWN:focus',
    ]);
  });
});
