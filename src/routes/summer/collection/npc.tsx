import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/summer/collection/npc')({
  component: () => <SimplePage page="summer_collection_npc" />,
});
