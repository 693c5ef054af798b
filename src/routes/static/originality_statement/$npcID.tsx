import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/static/originality_statement/$npcID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.npcID)) throw notFound();
  },
  component: () => <SimplePage page="static_originality_statement" />,
});
