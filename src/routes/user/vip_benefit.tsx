import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/user/vip_benefit')({
  component: () => <SimplePage page="vip_benefit" />,
});
