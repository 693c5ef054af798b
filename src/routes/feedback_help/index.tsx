import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/feedback_help/')({
  component: () => <SimplePage page="feedback_help" />,
});
