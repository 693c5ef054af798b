import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/feedback_help/category/$categoryID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.categoryID)) throw notFound();
  },
  component: () => <SimplePage page="feedback_category" />,
});
