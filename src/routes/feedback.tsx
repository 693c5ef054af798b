import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '@/features/help/feedback-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/feedback')({
  loader: () => loadRouteCatalog('help'),
  component: FeedbackPage,
});
