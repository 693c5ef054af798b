import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/creator_guide')({
  component: () => <SimplePage page="creator_guide" />,
});
