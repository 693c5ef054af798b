import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { querySchema } from '@/platform/query-schema';
import { themeCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { queryIdOf } from '@/features/creator/route-values';
import { ThemePreviewPage } from '@/features/creator/theme-preview-page';

/** /theme/preview?theme_id= (README "Creator tools"). */
export const Route = createFileRoute('/theme/preview')({
  staticData: {
    page: 'theme_preview',
    title: msg({ id: 'title.theme_preview', message: 'Theme Preview' }),
    render: 'shared',
    catalog: 'creator',
  },
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
