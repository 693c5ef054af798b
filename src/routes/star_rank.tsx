import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/star_rank')({
  component: () => <SimplePage page="star_rank" />,
});
