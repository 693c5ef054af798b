import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/ai/clone/create')({
  component: () => <SimplePage page="ai_clone_create" />,
});
