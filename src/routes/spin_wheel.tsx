import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/spin_wheel')({
  component: () => <SimplePage page="spin_wheel" />,
});
