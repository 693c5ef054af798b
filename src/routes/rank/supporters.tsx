import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/rank/supporters')({
  component: () => <SimplePage page="rank_supporters" />,
});
