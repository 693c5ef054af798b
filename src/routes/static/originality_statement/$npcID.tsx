import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isValidId } from '@/platform/route-params';

// The page and the documents catalog load from this route's chunk, together: the boot chunk then names
// no shared chunk for this route and holds no loader for it (README "Documents and records").
const pages = () => Promise.all([import('@/features/documents/pages'), loadRouteCatalog('documents')]).then(([m]) => m);
const OriginalityPage = lazyRouteComponent(pages, 'OriginalityPage');

export const Route = createFileRoute('/static/originality_statement/$npcID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.npcID)) throw notFound();
  },
  // The statement's text loads before the page renders (the server's HTML carries it); the character
  // too when the server renders with the visitor's session; a character the server does not have is not found.
  loader: ({ context, params }) => pages().then((m) => m.preloadOriginality(context, params.npcID)),
  codeSplitGroupings: [['loader', 'component']],
  component: function OriginalityRoute() {
    const { npcID } = Route.useParams();
    return <OriginalityPage npcId={npcID} />;
  },
});
