import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/summer/')({
  component: () => <SimplePage page="summer" />,
});
