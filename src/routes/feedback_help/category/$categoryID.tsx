import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/feedback_help/category/$categoryID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.categoryID)) throw notFound();
  },
  loader: () => loadRouteCatalog('help'),
  // The page loads behind the route's own chunk, which then needs nothing beside the boot chunk.
  component: lazyRouteComponent(() => import('@/features/help/help-center'), 'HelpCategoryPage'),
});
