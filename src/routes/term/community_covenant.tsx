import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

// The page and the documents catalog load from this route's chunk, together: the boot chunk then names
// no shared chunk for this route and holds no loader for it (README "Documents and records").
const pages = () => Promise.all([import('@/features/documents/pages'), loadRouteCatalog('documents')]).then(([m]) => m);
const DocumentPage = lazyRouteComponent(pages, 'DocumentPage');

export const Route = createFileRoute('/term/community_covenant')({
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context }) => pages().then((m) => m.preloadDocument('community_covenant', context.locale)),
  codeSplitGroupings: [['loader', 'component']],
  component: () => <DocumentPage page="community_covenant" doc="community_covenant" />,
});
