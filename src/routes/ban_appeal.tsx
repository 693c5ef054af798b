import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/ban_appeal')({
  component: () => <SimplePage page="ban_appeal" />,
});
