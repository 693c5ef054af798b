import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/summer/rewarded_history')({
  component: () => <SimplePage page="summer_rewarded_history" />,
});
