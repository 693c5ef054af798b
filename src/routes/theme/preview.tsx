import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { themeCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { queryIdOf } from '@/features/creator/route-values';

/** /theme/preview?theme_id= (README "Creator tools"). */
export const Route = createFileRoute('/theme/preview')({
  // The page's read (no session needed) starts with the route, beside the catalog; a missing or
  // malformed id asks for nothing. Loader and the page's lazy component share one chunk.
  loader: ({ context, location }) => {
    const themeId = queryIdOf((location.search as Readonly<Record<string, unknown>>).theme_id);
    return loadCreatorRoute(context, themeId ? themeCall(themeId) : null);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/creator/theme-preview-page'), 'ThemePreviewPage'),
});
