import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/membership')({
  component: () => <SimplePage page="membership" />,
});
