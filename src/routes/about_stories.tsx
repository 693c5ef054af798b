import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage, preloadDocument } from '@/features/documents/pages';

export const Route = createFileRoute('/about_stories')({
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context }) =>
    Promise.all([loadRouteCatalog('documents'), preloadDocument('about_stories', context.locale)]).then(
      () => undefined,
    ),
  component: function DocumentRoute() {
    return <DocumentPage page="about_stories" doc="about_stories" />;
  },
});
