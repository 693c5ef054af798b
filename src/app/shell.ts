import { currentGlobalParams } from '@/platform/url-params';
import { config } from '@/platform/config';
import { DEFAULT_STATUS_BAR_HEIGHT_PX } from '@/platform/constants';
import { i18n } from '@/i18n/i18n';
import type { AppServices } from '@/services/app-services';
import { createBackNavigation } from '@/kernel/navigation/back-navigation';
import { isLandingEntry, landingExit } from '@/kernel/navigation/landing-exit';
import { navigationMessages } from '@/kernel/navigation/messages';
import type { Shell } from '@/ui/shell-context';
import { createToastStore } from '@/ui/toast';
import type { createAppRouter } from './router';
import { readTrail, rememberPage } from './page-trail';
import { whenIdle } from '@/platform/idle';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Builds the shell the shared UI reads, from the page's services. */
export function createShell(services: AppServices, router: AppRouter): Shell {
  const params = currentGlobalParams();
  const hints = createToastStore();
  const backNavigation = createBackNavigation({
    inNativeApp: services.host.isNativeApp,
    canExitWebView: services.bridge.supports('exitWebView'),
    history: {
      back: () => router.history.back(),
      subscribe: (listener) => router.history.subscribe(listener),
      href: () => router.history.location.href,
    },
    exitWebView: () => services.bridge.call('exitWebView'),
    showCloseHint: () => hints.show(i18n._(navigationMessages.closeHint)),
    isLandingEntry: () =>
      isLandingEntry({
        routerCanGoBack: router.history.canGoBack(),
        referrer: document.referrer,
        origin: location.origin,
        historyLength: history.length,
      }),
    leaveLanding: () => {
      const exit = landingExit(router.history.location.pathname, config.appOpen.downloadPageUrl);
      // Replace, not push: Back leaves this entry, so the parent's own Back goes further up, never in a loop.
      if (exit.kind === 'route') router.history.replace(exit.path);
      else location.replace(exit.url);
    },
    report: (error) => services.reporter.report(error, { flow: 'back-to-native' }, 'manual'),
  });
  // Inside the app the back button needs the flow: have it ready before the first tap.
  if (services.host.isNativeApp) void whenIdle().then(() => backNavigation.preload());
  // URL values describe how the landing page was reached; later pages use the in-app trail.
  let landing = true;
  let lastView = '';
  return {
    host: services.host,
    environment: services.environment,
    params,
    statusBarHeight: services.host.isNativeApp ? DEFAULT_STATUS_BAR_HEIGHT_PX : 0,
    back: () => backNavigation.back(),
    share: (info) => {
      services.bridge
        .call('share', {
          ...info,
          desc: info.desc ?? '',
          cover_url: info.cover_url ?? '',
          shareUrl: info.shareUrl ?? location.href,
        })
        .catch(() => undefined);
    },
    setPageTitle: (title) => {
      // An app without the method keeps its own title; a failed call changes nothing the page shows.
      if (services.bridge.supports('setPageTitle'))
        services.bridge.call('setPageTitle', { title }).catch(() => undefined);
    },
    reportError: (error, context) => services.reporter.report(error, context, 'boundary'),
    enterPage: (page) => {
      // StrictMode mounts effects twice in development: one view per page and URL.
      const view = `${page} ${location.href}`;
      if (view === lastView) return;
      lastView = view;
      // Page view with where the user came from, then this page becomes the next one's refer page.
      const trail = landing ? readTrail(params.refer_page_name, params.share_trace_id) : readTrail();
      landing = false;
      services.analytics.trackPageView({
        page,
        ...(trail.parentPage ? { parent_page: trail.parentPage } : {}),
        ...(trail.shareTraceId ? { share_trace_id: trail.shareTraceId } : {}),
        ...(params.share_clk_type ? { share_clk_type: params.share_clk_type } : {}),
      });
      rememberPage(page, trail.shareTraceId ?? undefined);
    },
    showHint: (message) => hints.show(message),
    hints,
  };
}
