import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/summer/collection/fm')({
  component: () => <SimplePage page="summer_collection_fm" />,
});
