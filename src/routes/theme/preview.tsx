import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { parseThemeSearch } from '@/features/creator/creator-search';
import { ThemePreviewPage } from '@/features/creator/theme-preview-page';

/** /theme/preview?theme_id= (README "Creator tools"). */
export const Route = createFileRoute('/theme/preview')({
  validateSearch: parseThemeSearch,
  loader: () => loadRouteCatalog('creator'),
  component: function ThemePreviewRoute() {
    const search = Route.useSearch();
    return <ThemePreviewPage {...(search.theme_id ? { themeId: search.theme_id } : {})} />;
  },
});
