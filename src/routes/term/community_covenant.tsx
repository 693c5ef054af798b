import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage, preloadDocument } from '@/features/documents/pages';

export const Route = createFileRoute('/term/community_covenant')({
  staticData: {
    page: 'community_covenant',
    title: msg({ id: 'title.community_covenant', message: 'Community Covenant' }),
    render: 'shared',
    catalog: 'documents',
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context }) =>
    Promise.all([loadRouteCatalog('documents'), preloadDocument('community_covenant', context.locale)]).then(
      () => undefined,
    ),
  component: function DocumentRoute() {
    return <DocumentPage page="community_covenant" doc="community_covenant" />;
  },
});
