/**
 * The header's back button. In a browser (and WeChat, QQ) it is history.back(), except on the first
 * page of this site in the tab's history, where back would do nothing or leave the site: there it goes
 * to `leaveLanding` (the page's parent or the download page, ./landing-exit). Inside the native app it runs the
 * back-to-native flow (machines/back-to-native): back in history, and when the URL has not changed
 * 500 ms later, ask the app to close the webview. The flow and XState load lazily (preload() or the
 * first press), so this module stays small enough for the entry chunk: it imports only types.
 */
import type { CloseFallbackReason } from '@machines/back-to-native/types';
import type { BackToNativeActor, BackToNativeEffects } from './back-to-native-flow';

/** What this module uses of ./back-to-native-flow (loaded with a dynamic import). */
interface FlowModule {
  startBackToNative(effects: BackToNativeEffects, input: { canExitWebView: boolean }): BackToNativeActor;
}

/** The slice of the router's history the back button needs. */
export interface BackHistory {
  back(): void;
  /** Called on every navigation (push, replace, back, forward); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current path, query and hash. */
  href(): string;
}

export interface BackNavigationDeps {
  readonly inNativeApp: boolean;
  /** `bridge.supports('exitWebView')`: the app is 1.10.5 or newer. */
  readonly canExitWebView: boolean;
  readonly history: BackHistory;
  exitWebView(): Promise<unknown>;
  /** True when the current entry is the first of this site in history (./landing-exit). */
  isLandingEntry?(): boolean;
  /** Where Back goes from a landing entry outside the app. */
  leaveLanding?(): void;
  showCloseHint(reason: CloseFallbackReason): void;
  /** Where a failure to load the flow goes. */
  report?(error: unknown): void;
  /** Loads the flow; tests hand in the module directly. */
  load?(): Promise<FlowModule>;
}

export interface BackNavigation {
  /** What the header's back button does. */
  back(): void;
  /** Starts loading the flow so the first press inside the app does not wait for the network. */
  preload(): void;
  /** Stops watching the URL. */
  dispose(): void;
}

export function createBackNavigation(deps: BackNavigationDeps): BackNavigation {
  const loadFlow = deps.load ?? (() => import('./back-to-native-flow'));
  let loading: Promise<FlowModule> | null = null;
  let actor: BackToNativeActor | null = null;

  const load = (): Promise<FlowModule> => {
    loading ??= loadFlow().catch((error: unknown) => {
      loading = null; // a later press tries again
      throw error;
    });
    return loading;
  };

  // The flow needs URL_CHANGED for every location change, including those before it loaded (they
  // update the URL it compares against). Only a real change counts: a navigation to the same URL is
  // what "the URL did not change" means.
  let lastHref = deps.history.href();
  const stopWatching = deps.history.subscribe(() => {
    const href = deps.history.href();
    if (href === lastHref) return;
    lastHref = href;
    if (actor?.getSnapshot().status === 'active') actor.send({ type: 'URL_CHANGED' });
  });

  /** The running flow; a new one after the previous ended (closed), e.g. the app kept the page open. */
  function running(flow: FlowModule): BackToNativeActor {
    if (!actor || actor.getSnapshot().status !== 'active') {
      actor = flow.startBackToNative(
        {
          goBack: () => deps.history.back(),
          exitWebView: () => deps.exitWebView(),
          showCloseHint: (reason) => deps.showCloseHint(reason),
        },
        { canExitWebView: deps.canExitWebView },
      );
    }
    return actor;
  }

  return {
    back() {
      if (!deps.inNativeApp) {
        if (deps.leaveLanding && deps.isLandingEntry?.()) deps.leaveLanding();
        else deps.history.back();
        return;
      }
      load().then(
        (flow) => running(flow).send({ type: 'BACK_PRESSED' }),
        (error: unknown) => {
          // Without the flow the user still gets a step back.
          deps.report?.(error);
          deps.history.back();
        },
      );
    },
    preload() {
      load().catch(() => undefined);
    },
    dispose() {
      stopWatching();
      actor?.stop();
      actor = null;
    },
  };
}
