import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/app/delete')({
  component: () => <SimplePage page="account_delete" />,
});
