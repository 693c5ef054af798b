import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/achievement/npc')({
  component: () => <SimplePage page="achievement_npc" />,
});
