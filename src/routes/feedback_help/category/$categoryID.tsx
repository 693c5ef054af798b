import { createFileRoute, notFound } from '@tanstack/react-router';
import { HelpCategoryPage } from '@/features/help/help-category-page';
import { HelpCategoryNotFound } from '@/features/help/help-shell';
import { loadHelpCategory } from '@/features/help/help-calls';
import { isValidId } from '@/platform/route-params';

/**
 * /feedback_help/category/{id}: the same for everyone, rendered by the server; an id the help center does not have is
 * not found (404 on the server).
 */
export const Route = createFileRoute('/feedback_help/category/$categoryID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.categoryID)) throw notFound();
  },
  loader: ({ context, params }) => loadHelpCategory(context, params.categoryID),
  component: HelpCategoryPage,
  notFoundComponent: HelpCategoryNotFound,
});
