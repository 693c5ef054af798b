import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/share/template')({
  component: () => <SimplePage page="share_template" />,
});
