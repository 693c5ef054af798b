import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/tag/$tagID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.tagID)) throw notFound();
  },
  component: () => <SimplePage page="tag_detail" />,
});
