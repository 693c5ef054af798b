import { currentGlobalParams } from '@/platform/url-params';
import { DEFAULT_STATUS_BAR_HEIGHT_PX } from '@/platform/constants';
import type { AppServices } from '@/services/app-services';
import type { Shell } from '@/ui/shell-context';
import type { createAppRouter } from './router';
import { readTrail, rememberPage } from './page-trail';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Builds the shell the shared UI reads, from the page's services. */
export function createShell(services: AppServices, _router: AppRouter): Shell {
  const params = currentGlobalParams();
  // URL values describe how the landing page was reached; later pages use the in-app trail.
  let landing = true;
  let lastView = '';
  return {
    host: services.host,
    environment: services.environment,
    params,
    statusBarHeight: services.host.isNativeApp ? DEFAULT_STATUS_BAR_HEIGHT_PX : 0,
    back: () => history.back(),
    share: (info) => {
      services.bridge.call('share', { ...info, desc: info.desc ?? '', cover_url: info.cover_url ?? '', shareUrl: info.shareUrl ?? location.href }).catch(() => undefined);
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
  };
}
