import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/theme/preview')({
  component: () => <SimplePage page="theme_preview" />,
});
