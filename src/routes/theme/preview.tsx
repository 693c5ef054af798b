import { createFileRoute } from '@tanstack/react-router';
import { querySchema } from '@/platform/query-schema';
import { themeCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { queryIdOf } from '@/features/creator/route-values';
import { ThemePreviewPage } from '@/features/creator/theme-preview-page';

/** /theme/preview?theme_id= (README "Creator tools"). */
export const Route = createFileRoute('/theme/preview')({
  validateSearch: querySchema('theme_id'),
  // The page's read (no session needed) starts with the route, beside the catalog; a missing or
  // malformed id asks for nothing.
  loaderDeps: ({ search }) => ({ themeId: search.theme_id }),
  loader: ({ context, deps }) => {
    const themeId = queryIdOf(deps.themeId);
    return loadCreatorRoute(context, themeId ? themeCall(themeId) : null);
  },
  component: ThemePreviewPage,
});
