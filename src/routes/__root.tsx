import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { parseGlobalParams, type GlobalParams } from '@/platform/url-params';
import { FallbackPage } from '@/features/static/fallback-page';
import { ErrorBoundary } from '@/ui/error-boundary';
import { ErrorPanelWithPageException } from '@/ui/page-exception';
import { useShell } from '@/ui/shell-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The global URL parameters of SPEC §1: a malformed value is dropped, never a crash.
  validateSearch: (search: Record<string, unknown>): GlobalParams => parseGlobalParams(search),
  component: RootLayout,
  notFoundComponent: FallbackPage,
  errorComponent: () => <ErrorPanelWithPageException onRetry={() => location.reload()} />,
});

function RootLayout() {
  const shell = useShell();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error, info) =>
        shell.reportError(error, { source: 'error-boundary', componentStack: info.componentStack })
      }
    >
      <Outlet />
    </ErrorBoundary>
  );
}
