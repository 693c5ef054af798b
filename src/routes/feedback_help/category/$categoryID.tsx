import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isValidId } from '@/platform/route-params';
import { loadHelpCategory } from '@/features/help/help-calls';

// The page loads behind the route's own chunk, which then needs nothing beside the boot chunk.
const help = () => import('@/features/help/help-center');

/** /feedback_help/category/{id}: a topic's questions; a topic the help center does not have is not found (404 on the server). */
export const Route = createFileRoute('/feedback_help/category/$categoryID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.categoryID)) throw notFound();
  },
  loader: async ({ context, params }) => {
    const [, unknown] = await Promise.all([loadRouteCatalog('help'), loadHelpCategory(context, params.categoryID)]);
    if (unknown) throw notFound();
  },
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: lazyRouteComponent(help, 'HelpCategoryPage'),
  notFoundComponent: lazyRouteComponent(help, 'HelpCategoryNotFound'),
});
