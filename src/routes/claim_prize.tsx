import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/claim_prize')({
  component: () => <SimplePage page="claim_prize" />,
});
