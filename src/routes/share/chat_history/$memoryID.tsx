import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/share/chat_history/$memoryID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.memoryID)) throw notFound();
  },
  component: () => <SimplePage page="share_chat_history" />,
});
