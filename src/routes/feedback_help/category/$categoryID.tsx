import { createFileRoute, notFound } from '@tanstack/react-router';
import { HelpCategoryPage, HelpCategoryNotFound } from '@/features/help/help-center';
import { isValidId } from '@/platform/route-params';

/** /feedback_help/category/{id}: the same for everyone, rendered by the server; an id the help center does not have is not found (404 on the server). */
export const Route = createFileRoute('/feedback_help/category/$categoryID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.categoryID)) throw notFound();
  },
  loader: ({ context, params }) => import('@/features/help/help-calls').then((m) => m.loadHelpCategory(context, params.categoryID)),
  // The page, its not-found state and its loader load as one chunk beside the boot chunk.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  component: HelpCategoryPage,
  notFoundComponent: HelpCategoryNotFound,
});
