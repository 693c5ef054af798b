import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { FeedbackPage } from '@/features/help/feedback-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/feedback')({
  staticData: {
    page: 'feedback',
    title: msg({ id: 'title.feedback', message: 'Feedback' }),
    render: 'personal',
    catalog: 'help',
  },
  loader: () => loadRouteCatalog('help'),
  component: FeedbackPage,
});
