import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/activity/easter_egg')({
  component: () => <SimplePage page="easter_egg" />,
});
