import { useEffect, useMemo, useRef, useState } from 'react';
import { whenIdle } from '@/platform/idle';
import type { AppOpenMethod } from '@machines/app-open/types';
import { BRAND } from '@/platform/brand';
import { useServices } from '@/kernel/session/app-context';
import { useShell } from '@/ui/shell-context';
import { preloadBrowserGuide } from './lazy-browser-guide';
import { appOpenStrategyFor, storeLinkFor } from './open-app-strategy';
import { config } from '@/platform/config';
import { withQuery } from '@/services/app-open/strategy';
import { HOME_TARGET, trackingQuery, type OpenAppTarget } from './open-app-target';
import type { OpenAppRuntime, OpenAppView, startOpenAppRuntime } from './open-app-runtime';

/** Click events of the open-app area (page views are tracked by the page wrapper). */
export const OpenAppEvent = {
  /** A tap on an open-app button that started an attempt. */
  openApp: 'open_app_click',
  /** A tap on the download prompt that started an attempt. */
  download: 'download_click',
} as const;

export interface OpenAppOptions {
  /** Page name: the download page's from_page and the events' from_page. */
  readonly fromPage: string;
  /** What the app should open; null until the content is known (the app's home then). */
  readonly target: OpenAppTarget | null;
  /** More query values for the download page. */
  readonly extraQuery?: Readonly<Record<string, string>>;
}

export interface OpenAppTap {
  /** Overrides the page's target for this tap (e.g. the author's home from an author chip). */
  readonly target?: OpenAppTarget;
  /** Which control was tapped, for analytics (e.g. cta, download_prompt, author). */
  readonly entrance?: string;
  readonly action?: 'open_app' | 'download';
}

export interface OpenAppControls extends OpenAppView {
  /** The machine has loaded: a tap acts at once (before, it loads it first). */
  readonly ready: boolean;
  /** How this host opens the app (from the strategy table). */
  readonly method: AppOpenMethod;
  /** True inside the Talkie app: buttons open native pages, no download prompt. */
  readonly inApp: boolean;
  /** False where nothing can open or download the app (the mini program): hide the buttons. */
  readonly available: boolean;
  /** The store of this phone when the page may only open it from a tap (a link): App Store or market; else null. */
  readonly storeUrl: string | null;
  /** The download page with from_page and the tracking (for a link the visitor taps). */
  readonly downloadPageUrl: string;
  /** Page name, for the events of controls that do not start an attempt (the store link). */
  readonly fromPage: string;
  /** Starts an attempt; call it from a tap handler. Ignored while an attempt is running. */
  open(tap?: OpenAppTap): void;
  closeGuide(): void;
  /** Not now on the store offer. */
  dismiss(): void;
}

const loadRuntime = () => import('./open-app-runtime');

/**
 * Runs one app-open machine for a page (or a standalone button). The machine and XState load when the
 * page is idle after its first paint, off the page's critical path; a tap that comes earlier loads them
 * at once and waits for them.
 */
export function useOpenApp(options: OpenAppOptions): OpenAppControls {
  const services = useServices();
  const shell = useShell();
  const latest = useRef(options);
  latest.current = options;
  const runtime = useRef<OpenAppRuntime | null>(null);
  const ready = useRef<Promise<void> | null>(null);
  const [view, setView] = useState<OpenAppView>({ guideOpen: false, busy: false, phase: 'none' });
  const [loaded, setLoaded] = useState(false);

  const [setup] = useState(() => {
    const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    const tracking = { share_trace_id: shell.params.share_trace_id, share_clk_type: shell.params.share_clk_type };
    const strategy = appOpenStrategyFor(services.host, userAgent, BRAND);
    const extraQuery = { ...trackingQuery(tracking), ...options.extraQuery };
    return {
      strategy,
      fromPage: options.fromPage,
      storeUrl: storeLinkFor(strategy, userAgent),
      downloadPageUrl: withQuery(config.appOpen.downloadPageUrl, { ...extraQuery, from_page: options.fromPage }),
      start: (runtimeModule: { startOpenAppRuntime: typeof startOpenAppRuntime }) =>
        runtimeModule.startOpenAppRuntime({
          win: window,
          host: services.host,
          userAgent,
          brand: BRAND,
          strategy,
          fromPage: options.fromPage,
          extraQuery,
          tracking,
          allowTestHook: services.environment !== 'production',
          openNativePage: async (page) => {
            await services.bridge.call('openNativePage', { page });
          },
        }),
    };
  });

  // Loads and starts the machine once: when the page is idle after its first paint, or at the first tap.
  const ensure = useRef<() => Promise<void>>(() => Promise.resolve());
  useEffect(() => {
    let live = true;
    let stopListening: (() => void) | null = null;
    if (setup.strategy.open === 'guide_to_browser') preloadBrowserGuide();
    ensure.current = () =>
      (ready.current ??= loadRuntime().then((module) => {
        if (!live) return;
        const started = setup.start(module);
        runtime.current = started;
        setView(started.view());
        setLoaded(true);
        stopListening = started.subscribe(setView);
      }));
    void whenIdle().then(() => {
      if (live) void ensure.current();
    });
    return () => {
      live = false;
      ready.current = null;
      stopListening?.();
      runtime.current?.stop();
      runtime.current = null;
    };
  }, [setup]);

  return useMemo<OpenAppControls>(() => {
    const { strategy } = setup;
    const tapWith = (current: OpenAppRuntime, tap: OpenAppTap) => {
      if (!current.canTap()) return;
      const target = tap.target ?? latest.current.target ?? HOME_TARGET;
      // Recorded before the attempt: its first step may already leave the page.
      services.analytics.trackClick(tap.action === 'download' ? OpenAppEvent.download : OpenAppEvent.openApp, {
        from_page: latest.current.fromPage,
        entrance: tap.entrance ?? 'button',
        target: target.target,
        open_method: strategy.open,
      });
      current.tap(target);
    };
    return {
      ...view,
      ready: loaded,
      method: strategy.open,
      inApp: strategy.open === 'native_page',
      available: strategy.open !== 'none' || strategy.download,
      storeUrl: setup.storeUrl,
      downloadPageUrl: setup.downloadPageUrl,
      fromPage: setup.fromPage,
      open(tap = {}) {
        if (runtime.current) tapWith(runtime.current, tap);
        // A tap before the machine has loaded: open as soon as it is there (still within the tap's activation).
        else void ensure.current().then(() => runtime.current && tapWith(runtime.current, tap));
      },
      closeGuide() {
        runtime.current?.closeGuide();
      },
      dismiss() {
        runtime.current?.dismiss();
      },
    };
  }, [setup, services, view, loaded]);
}
