import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/spin_wheel_v2')({
  component: () => <SimplePage page="spin_wheel_v2" />,
});
