import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/term/community_covenant')({
  component: () => <SimplePage page="community_covenant" />,
});
