/**
 * The running app-open flow of one page: the machine with its effects, fed by the page's visibility.
 * Loaded lazily (it brings XState): pages render their buttons at once and this arrives right after.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import type { AppOpenStrategy } from '@machines/app-open/types';
import type { Brand } from '@/platform/brand';
import type { HostInfo } from '@/platform/host';
import { browserNavigate } from '@/platform/leave-page';
import { provideAppOpenMachine, watchPageVisibility } from './app-open-flow';
import { deepLinkFor } from './deep-link-for';
import type { OpenAppTarget, ShareTracking } from './open-app-target';

/**
 * What a browser visitor is told during an attempt (the status sheet, open-app-status.tsx):
 * - opening: the app link was followed; waiting to see whether the app comes to the front
 * - storeOffer: the app did not open; the store is offered as a link to tap (Android markets)
 * - openingStore: the App Store is opening
 * - openingDownload: the download page is opening
 */
export type OpenAppPhase = 'none' | 'opening' | 'storeOffer' | 'openingStore' | 'openingDownload';

export interface OpenAppView {
  /** WeChat and QQ: the open-in-browser guide is showing. */
  readonly guideOpen: boolean;
  /** An attempt is under way (waiting for the app, the store or the native page). */
  readonly busy: boolean;
  readonly phase: OpenAppPhase;
}

export interface OpenAppRuntimeDeps {
  readonly win: Window;
  readonly host: HostInfo;
  readonly userAgent: string;
  readonly brand: Brand;
  readonly strategy: AppOpenStrategy;
  readonly fromPage: string;
  /** Query of the download page besides from_page (the share tracking among it). */
  readonly extraQuery: Readonly<Record<string, string>>;
  /** Added to every deep link. */
  readonly tracking: ShareTracking;
  /** Outside production an end-to-end test may record navigations instead (see app-open-flow.ts). */
  readonly allowTestHook: boolean;
  openNativePage(deepLink: string): Promise<void>;
}

export interface OpenAppRuntime {
  /** False while an attempt is under way (or the guide shows): a tap now would be ignored. */
  canTap(): boolean;
  /** Starts an attempt for the target; false (and nothing happens) while one is under way. */
  tap(target: OpenAppTarget): boolean;
  closeGuide(): void;
  /** Not now on the store offer: the attempt ends, no download page follows. */
  dismiss(): void;
  view(): OpenAppView;
  subscribe(listener: (view: OpenAppView) => void): () => void;
  stop(): void;
}

const BUSY_STATES = ['launching', 'tryingApp', 'redirectingToStore', 'openingNativePage'] as const;

function phaseOf(matches: (state: string) => boolean): OpenAppPhase {
  if (matches('tryingApp') || matches('waitingForDownloadPage')) return 'opening';
  if (matches('offeringStore')) return 'storeOffer';
  if (matches('redirectingToStore')) return 'openingStore';
  if (matches('downloadPage')) return 'openingDownload';
  return 'none';
}

export function startOpenAppRuntime(deps: OpenAppRuntimeDeps): OpenAppRuntime {
  let target: OpenAppTarget | null = null;
  const machine = provideAppOpenMachine({
    host: deps.host,
    userAgent: deps.userAgent,
    brand: deps.brand,
    navigate: browserNavigate(deps.win, deps.allowTestHook),
    openNativePage: (page) => deps.openNativePage(page),
    isPageHidden: () => deps.win.document.visibilityState === 'hidden',
    currentDeepLink: () =>
      deepLinkFor(target ?? { target: 'main', params: { tab: 'home' } }, deps.host.os, deps.tracking),
  });
  const actor = createActor(machine, {
    input: { strategy: deps.strategy, fromPage: deps.fromPage, extraQuery: deps.extraQuery },
  }).start();
  const viewOf = (snapshot: SnapshotFrom<typeof machine>): OpenAppView => ({
    guideOpen: snapshot.matches('guideToBrowser'),
    busy: BUSY_STATES.some((state) => snapshot.matches(state)),
    phase: phaseOf((state) => snapshot.matches(state as never)),
  });
  const stopWatching = watchPageVisibility(deps.win, (event) => actor.send(event));
  const canTap = () => actor.getSnapshot().can({ type: 'OPEN_APP_TAPPED' });
  return {
    canTap,
    tap(next) {
      if (!canTap()) return false;
      target = next;
      // Synchronous: the navigation to the scheme happens inside the tap handler.
      actor.send({ type: 'OPEN_APP_TAPPED' });
      return true;
    },
    closeGuide: () => actor.send({ type: 'GUIDE_CLOSED' }),
    dismiss: () => actor.send({ type: 'DISMISSED' }),
    view: () => viewOf(actor.getSnapshot()),
    subscribe(listener) {
      let last = viewOf(actor.getSnapshot());
      const sub = actor.subscribe((snapshot) => {
        const next = viewOf(snapshot);
        if (next.guideOpen !== last.guideOpen || next.busy !== last.busy || next.phase !== last.phase)
          listener((last = next));
      });
      return () => sub.unsubscribe();
    },
    stop() {
      stopWatching();
      actor.stop();
    },
  };
}
