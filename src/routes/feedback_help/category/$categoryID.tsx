import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { HelpCategoryPage } from '@/features/help/help-category-page';
import { HelpCategoryNotFound } from '@/features/help/help-shell';
import { loadHelpCategory } from '@/features/help/help-calls';
import { isValidId } from '@/platform/route-params';

/**
 * /feedback_help/category/{id}: the same for everyone, rendered by the server; an id the help center does not have is
 * not found (404 on the server).
 */
export const Route = createFileRoute('/feedback_help/category/$categoryID')({
  staticData: {
    page: 'feedback_category',
    title: msg({ id: 'title.feedback_category', message: 'Help Topics' }),
    sample: '/feedback_help/category/3',
    render: 'shared',
    catalog: 'help',
  },
  beforeLoad: ({ params }) => {
    if (!isValidId(params.categoryID)) throw notFound();
  },
  loader: ({ context, params }) => loadHelpCategory(context, params.categoryID),
  component: HelpCategoryPage,
  notFoundComponent: HelpCategoryNotFound,
});
