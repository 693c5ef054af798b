/**
 * Opening the app from the page (SPEC §4 "App-open on mobile"; DESIGN.md "Lessons from the field").
 *
 * Only a tap starts an attempt: there is no "open on load" path, so the back button cannot loop
 * into the store. During an attempt the page sends PAGE_HIDDEN (visibilitychange to hidden,
 * pagehide, blur): that means the app opened, and no fallback fires after it. PAGE_SHOWN ends the
 * attempt without sending the user anywhere. When a timer fires while the page is hidden but no
 * hidden event arrived (iOS Safari reports visibility only on return), the `pageHidden` guard
 * catches it: the store redirect is suppressed instead of happening behind the user's back.
 */
import { setup } from 'xstate';
import { APP_OPEN_DOWNLOAD_DELAY_MS, APP_OPEN_STORE_DELAY_MS } from '@/platform/constants';
import { mustProvideAction, mustProvideActor, mustProvideGuard } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type { AppOpenActionParams, AppOpenContext, AppOpenEvent, AppOpenInput } from './types';

const navigationParams = ({ context }: { context: AppOpenContext }): AppOpenActionParams => ({
  strategy: context.strategy,
  fromPage: context.fromPage,
  extraQuery: context.extraQuery,
});

export const appOpenMachine = setup({
  types: {
    context: {} as AppOpenContext,
    events: {} as AppOpenEvent,
    input: {} as AppOpenInput,
    meta: {} as StateMeta,
  },
  actors: {
    /** Inside the app: ask it to open the target page (bridge openNativePage). */
    openNativePage: mustProvideActor<void, AppOpenActionParams>('openNativePage'),
  },
  actions: {
    /** Navigate to the scheme or universal link, synchronously inside the tap handler. */
    openApp: mustProvideAction<AppOpenActionParams>('openApp'),
    /** Navigate to the store page for this host (Apple store; Xiaomi, Huawei or generic market). */
    goToStore: mustProvideAction<AppOpenActionParams>('goToStore'),
    /** Navigate to the download page with from_page and the extra query. */
    goToDownloadPage: mustProvideAction<AppOpenActionParams>('goToDownloadPage'),
    /** Navigate to the brand's own store link (toki). */
    openStoreLink: mustProvideAction<AppOpenActionParams>('openStoreLink'),
  },
  guards: {
    showsBrowserGuide: ({ context }) => context.strategy.open === 'guide_to_browser',
    opensStoreLink: ({ context }) => context.strategy.open === 'store_link',
    opensNativePage: ({ context }) => context.strategy.open === 'native_page',
    triesApp: ({ context }) => context.strategy.open === 'scheme' || context.strategy.open === 'universal_link',
    hasStoreFallback: ({ context }) => context.strategy.store !== null,
    /** Android markets are app schemes: a browser opens them only from a tap, never from a timer. */
    storeNeedsTap: ({ context }) => context.strategy.store === 'android_market',
    hasDownloadFallback: ({ context }) => context.strategy.download,
    /** Reads the page: document.visibilityState === 'hidden' or the window lost focus. */
    pageHidden: mustProvideGuard('pageHidden'),
  },
  delays: {
    appOpenStoreDelay: APP_OPEN_STORE_DELAY_MS,
    appOpenDownloadDelay: APP_OPEN_DOWNLOAD_DELAY_MS,
  },
}).createMachine({
  id: 'appOpen',
  context: ({ input }) => ({
    strategy: input.strategy,
    fromPage: input.fromPage,
    extraQuery: input.extraQuery ?? {},
  }),
  initial: 'idle',
  meta: {
    description: 'Opens the app from a user tap, with store and download fallbacks only while the page stays visible.',
    guards: {
      showsBrowserGuide: {
        label: 'WeChat or QQ',
        meaning: 'The host blocks app schemes: the page shows how to open it in the browser.',
      },
      opensStoreLink: {
        label: 'brand with its own store link',
        meaning: 'The toki brand goes straight to its store link.',
      },
      opensNativePage: {
        label: 'inside the Talkie app',
        meaning: 'The page runs in the app: the bridge opens the page natively.',
      },
      triesApp: {
        label: 'mobile browser',
        meaning: 'iOS or Android browser: the page tries the universal link or the scheme.',
      },
      hasStoreFallback: {
        label: 'host has a store page',
        meaning: 'iOS: the App Store; Android: Xiaomi, Huawei or the generic market.',
      },
      storeNeedsTap: {
        label: 'store opens only from a tap',
        meaning:
          'Android markets are app schemes (market://, mimarket://, appmarket://): Chrome refuses them from a timer ("a user gesture is required"), so the page offers a link the user taps.',
      },
      hasDownloadFallback: {
        label: 'host has the download page',
        meaning: 'The download page is offered on this host.',
      },
      pageHidden: {
        label: 'page hidden',
        meaning: 'The page is hidden or lost focus when the timer fires: the app (or store) opened.',
      },
    },
    requests: { openNativePage: 'asks the app to open the page (bridge openNativePage)' },
    notes: [
      'Divergence 11 stays: `unavailable` ends there. It is reached only where nothing can open or download the app (the mini program), and there the page hides every open-app button (`available` is false in use-open-app.ts), so no further tap can arrive, and a tap would have nothing to try.',
      'With no store page but a download page, the download page follows 3 s after the 2 s store timer, as the spec times it (no host row of today has that combination).',
    ],
    events: {
      OPEN_APP_TAPPED: 'The user taps an open-app button.',
      PAGE_HIDDEN: 'The page is hidden: switch to another app, or visibilitychange/pagehide/blur fires.',
      PAGE_SHOWN: 'The user comes back to the page: pageshow, visibilitychange to visible or focus.',
      GUIDE_CLOSED: 'The user closes the open-in-browser guide.',
      DISMISSED: 'The user taps Not now on the offer to get the app from the store.',
    },
  },
  states: {
    idle: {
      meta: { description: 'Waiting for a tap. Nothing opens on load, so coming back never loops into the store.' },
      on: { OPEN_APP_TAPPED: 'launching' },
    },
    launching: {
      meta: { description: 'Choosing how to open the app from the host strategy.' },
      always: [
        { guard: 'showsBrowserGuide', target: 'guideToBrowser' },
        { guard: 'opensStoreLink', target: 'storeLinkOpened' },
        { guard: 'opensNativePage', target: 'openingNativePage' },
        { guard: 'triesApp', target: 'tryingApp' },
        { guard: 'hasDownloadFallback', target: 'downloadPage' },
        { target: 'unavailable' },
      ],
    },
    guideToBrowser: {
      meta: {
        description:
          'The host blocks schemes (WeChat, QQ): the page shows how to open it in the browser. No navigation happens.',
        message: 'Tap ··· and open in the browser',
        messageKey: 'appOpen.openInBrowserGuide',
      },
      on: { GUIDE_CLOSED: 'idle' },
    },
    storeLinkOpened: {
      meta: { description: 'Brand with its own store link (toki): sent straight to it, no scheme attempt.' },
      entry: { type: 'openStoreLink', params: navigationParams },
      on: { OPEN_APP_TAPPED: 'launching' },
    },
    openingNativePage: {
      meta: { description: 'Already inside the app: asking it to open the page.' },
      invoke: {
        id: 'openNativePage',
        src: 'openNativePage',
        input: navigationParams,
        onDone: 'nativePageOpened',
        onError: 'nativePageFailed',
      },
    },
    nativePageOpened: {
      meta: { description: 'The app opened the page.' },
      on: { OPEN_APP_TAPPED: 'launching' },
    },
    nativePageFailed: {
      meta: { description: 'The app could not open the page (old version or bridge error); a new tap retries.' },
      on: { OPEN_APP_TAPPED: 'launching' },
    },
    unavailable: {
      meta: {
        description: 'Nothing can open the app on this host (e.g. the mini program) and there is no download page.',
      },
    },
    tryingApp: {
      meta: { description: 'Navigated to the scheme or universal link; waiting to see whether the page gets hidden.' },
      entry: { type: 'openApp', params: navigationParams },
      on: { PAGE_HIDDEN: 'appOpened' },
      after: {
        appOpenStoreDelay: [
          { guard: 'pageHidden', target: 'storeRedirectSuppressed' },
          // A market scheme from a timer is refused: the page offers the store as a link instead.
          { guard: 'storeNeedsTap', target: 'offeringStore' },
          { guard: 'hasStoreFallback', target: 'redirectingToStore' },
          // No store page on this host: the spec's download page still follows, 3 s later.
          { guard: 'hasDownloadFallback', target: 'waitingForDownloadPage' },
          { target: 'attemptEnded' },
        ],
      },
    },
    waitingForDownloadPage: {
      meta: {
        description:
          'Still visible after the store delay, and this host has no store page: the download page follows if still visible after the further delay.',
      },
      on: { PAGE_HIDDEN: 'appOpened' },
      after: {
        appOpenDownloadDelay: [{ guard: 'pageHidden', target: 'appOpened' }, { target: 'downloadPage' }],
      },
    },
    appOpened: {
      meta: { description: 'The page was hidden: the app opened. The store timer is cancelled and no fallback fires.' },
      on: { PAGE_SHOWN: 'attemptEnded' },
    },
    storeRedirectSuppressed: {
      meta: {
        description:
          'False store redirect prevented: the store timer fired while the page was hidden without a hidden event, so the app opened and the store is not opened.',
      },
      on: { PAGE_SHOWN: 'attemptEnded' },
    },
    redirectingToStore: {
      meta: {
        description:
          'Still visible after the store delay: sent to the store page; the download page follows if still visible.',
      },
      entry: { type: 'goToStore', params: navigationParams },
      on: { PAGE_HIDDEN: 'storeOpened' },
      after: {
        appOpenDownloadDelay: [
          { guard: 'pageHidden', target: 'storeOpened' },
          { guard: 'hasDownloadFallback', target: 'downloadPage' },
          { target: 'attemptEnded' },
        ],
      },
    },
    offeringStore: {
      meta: {
        description:
          'Still visible after the store delay, on a host whose store is an app scheme: the page says the app did not open and offers the store as a link the user taps (no navigation from the timer); the download page follows if still visible after the further delay.',
        message: 'Talkie did not open. Get it from the app store.',
        messageKey: 'appOpen.getFromStore',
      },
      on: { PAGE_HIDDEN: 'storeOpened', DISMISSED: 'attemptEnded' },
      after: {
        appOpenDownloadDelay: [
          { guard: 'pageHidden', target: 'storeOpened' },
          { guard: 'hasDownloadFallback', target: 'downloadPage' },
          { target: 'attemptEnded' },
        ],
      },
    },
    storeOpened: {
      meta: { description: 'The store opened (the page was hidden); no download page follows.' },
      on: { PAGE_SHOWN: 'attemptEnded' },
    },
    downloadPage: {
      meta: {
        description:
          'Still visible after the further download delay (or no way to open the app): sent to the download page with from_page and the extra query.',
      },
      entry: { type: 'goToDownloadPage', params: navigationParams },
      on: { PAGE_SHOWN: 'attemptEnded' },
    },
    attemptEnded: {
      meta: {
        description:
          'The user is back on the page: the attempt is over and nothing fires until the next tap (no back loop).',
      },
      on: { OPEN_APP_TAPPED: 'launching' },
    },
  },
});
