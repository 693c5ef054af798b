import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/about_stories')({
  component: () => <SimplePage page="about_stories" />,
});
