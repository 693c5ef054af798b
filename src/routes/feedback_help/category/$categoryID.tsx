import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { HelpCategoryPage } from '@/features/help/help-center';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/feedback_help/category/$categoryID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.categoryID)) throw notFound();
  },
  loader: () => loadRouteCatalog('help'),
  component: function HelpCategoryRoute() {
    const { categoryID } = Route.useParams();
    return <HelpCategoryPage categoryId={categoryID} />;
  },
});
