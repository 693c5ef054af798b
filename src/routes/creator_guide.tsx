import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage, preloadDocument } from '@/features/documents/pages';

export const Route = createFileRoute('/creator_guide')({
  staticData: {
    page: 'creator_guide',
    title: msg({ id: 'title.creator_guide', message: 'Creator Guide' }),
    render: 'shared',
    catalog: 'documents',
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context }) =>
    Promise.all([loadRouteCatalog('documents'), preloadDocument('creator_guide', context.locale)]).then(
      () => undefined,
    ),
  component: function DocumentRoute() {
    return <DocumentPage page="creator_guide" doc="creator_guide" />;
  },
});
