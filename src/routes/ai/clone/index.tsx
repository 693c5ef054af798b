import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/ai/clone/')({
  component: () => <SimplePage page="ai_clone" />,
});
