import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/achievement/user')({
  component: () => <SimplePage page="achievement_user" />,
});
