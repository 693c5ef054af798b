import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';

/** /theme/preview?theme_id= (README "Creator tools"). */
export const Route = createFileRoute('/theme/preview')({
  loader: loadCreatorCatalog,
  component: lazyRouteComponent(() => import('@/features/creator/theme-preview-page'), 'ThemePreviewPage'),
});
