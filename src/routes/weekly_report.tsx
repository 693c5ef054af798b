import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/weekly_report')({
  component: () => <SimplePage page="weekly_report" />,
});
