import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';

export const Route = createFileRoute('/ug/rule')({
  component: () => <SimplePage page="ug_rule" />,
});
