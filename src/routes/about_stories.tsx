import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage, preloadDocument } from '@/features/documents/pages';

export const Route = createFileRoute('/about_stories')({
  staticData: {
    page: 'about_stories',
    title: msg({ id: 'title.about_stories', message: 'About Stories' }),
    render: 'shared',
    catalog: 'documents',
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context }) =>
    Promise.all([loadRouteCatalog('documents'), preloadDocument('about_stories', context.locale)]).then(
      () => undefined,
    ),
  component: function DocumentRoute() {
    return <DocumentPage page="about_stories" doc="about_stories" />;
  },
});
