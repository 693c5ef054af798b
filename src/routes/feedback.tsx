import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { FeedbackPage } from '@/features/help/feedback-page';

export const Route = createFileRoute('/feedback')({
  loader: () => loadRouteCatalog('help'),
  component: FeedbackPage,
});
