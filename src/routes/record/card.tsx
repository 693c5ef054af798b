import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/record/card')({
  component: () => <SimplePage page="record_card" />,
});
