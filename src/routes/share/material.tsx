import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/share/material')({
  component: () => <SimplePage page="share_material" />,
});
