import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/share/image')({
  component: () => <SimplePage page="share_image" />,
});
