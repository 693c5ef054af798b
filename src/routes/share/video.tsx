import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/share/video')({
  component: () => <SimplePage page="share_video" />,
});
