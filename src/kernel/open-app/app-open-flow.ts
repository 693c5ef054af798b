/**
 * The app-open machine with the page's real effects (DESIGN.md: effects supplied in one place per flow).
 * The machine decides WHEN (a tap, 2000 ms, 3000 ms, the page hidden); the strategy table of
 * services/app-open decides WHAT; this module turns both into navigations and a native call.
 */
import { fromPromise } from 'xstate';
import { appOpenMachine } from '@machines/app-open/app-open.machine';
import type { AppOpenActionParams, AppOpenEvent } from '@machines/app-open/types';
import type { Brand } from '@/platform/brand';
import type { HostInfo } from '@/platform/host';
import { resolveAppOpenPlan } from '@/services/app-open/strategy';

/** What the flow needs from the outside world; the page passes the real ones, tests pass fakes. */
export interface AppOpenEffects {
  readonly host: Pick<HostInfo, 'app' | 'os'>;
  readonly userAgent: string;
  readonly brand: Brand;
  /** Leaves for a URL (scheme, universal link, store or download page). */
  navigate(url: string): void;
  /** Inside the app: asks it to open a deep link (bridge openNativePage). */
  openNativePage(deepLink: string): Promise<void>;
  /** True while the page cannot be seen (the app or the store is in front). */
  isPageHidden(): boolean;
  /** The deep link of the content, read at the moment of the tap. */
  currentDeepLink(): string;
}

export function provideAppOpenMachine(effects: AppOpenEffects) {
  const plan = (params: AppOpenActionParams) =>
    resolveAppOpenPlan({
      host: effects.host,
      userAgent: effects.userAgent,
      brand: effects.brand,
      deepLink: effects.currentDeepLink(),
      fromPage: params.fromPage,
      extraQuery: params.extraQuery,
    });
  const go = (url: string | null | undefined) => {
    if (url) effects.navigate(url);
  };
  return appOpenMachine.provide({
    actions: {
      // Runs synchronously inside the tap's event handler: browsers only allow scheme navigation there.
      openApp: (_, params) => {
        const step = plan(params).open;
        go('url' in step ? step.url : null);
      },
      goToStore: (_, params) => go(plan(params).storeUrl),
      goToDownloadPage: (_, params) => go(plan(params).downloadUrl),
      openStoreLink: (_, params) => {
        const step = plan(params).open;
        go('url' in step ? step.url : null);
      },
    },
    actors: {
      openNativePage: fromPromise<void, AppOpenActionParams>(() => effects.openNativePage(effects.currentDeepLink())),
    },
    guards: {
      pageHidden: () => effects.isPageHidden(),
    },
  });
}

type Sender = (event: AppOpenEvent) => void;

/**
 * Feeds the page's visibility into the machine. Hidden (visibilitychange, pagehide, window blur) means
 * the app or the store came to the front; shown (pageshow, visibilitychange, window focus) means the
 * user is back and the attempt is over. Returns the function that stops listening.
 */
export function watchPageVisibility(win: Window, send: Sender): () => void {
  const doc = win.document;
  const onVisibility = () =>
    send(
      doc.visibilityState === 'hidden'
        ? { type: 'PAGE_HIDDEN', reason: 'visibilitychange' }
        : { type: 'PAGE_SHOWN', reason: 'visibilitychange' },
    );
  const onPageHide = () => send({ type: 'PAGE_HIDDEN', reason: 'pagehide' });
  const onPageShow = () => send({ type: 'PAGE_SHOWN', reason: 'pageshow' });
  // Only the window's own focus changes count (element focus events do not bubble, but be sure).
  const onBlur = (event: Event) => {
    if (event.target === win) send({ type: 'PAGE_HIDDEN', reason: 'blur' });
  };
  const onFocus = (event: Event) => {
    if (event.target === win) send({ type: 'PAGE_SHOWN', reason: 'focus' });
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  win.addEventListener('blur', onBlur);
  win.addEventListener('focus', onFocus);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    win.removeEventListener('blur', onBlur);
    win.removeEventListener('focus', onFocus);
  };
}
