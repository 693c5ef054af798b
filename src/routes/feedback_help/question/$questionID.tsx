import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/feedback_help/question/$questionID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.questionID)) throw notFound();
  },
  component: () => <SimplePage page="feedback_question" />,
});
