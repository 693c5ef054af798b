import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

// The page and the documents catalog load from this route's chunk, together: the boot chunk then names
// no shared chunk for this route and holds no loader for it (README "Documents and records").
const pages = () => Promise.all([import('@/features/documents/pages'), loadRouteCatalog('documents')]).then(([m]) => m);
const DocumentPage = lazyRouteComponent(pages, 'DocumentPage');

export const Route = createFileRoute('/creator_guide')({
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context }) => pages().then((m) => m.preloadDocument('creator_guide', context.locale)),
  codeSplitGroupings: [['loader', 'component']],
  component: () => <DocumentPage page="creator_guide" doc="creator_guide" />,
});
