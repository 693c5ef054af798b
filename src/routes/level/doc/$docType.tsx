import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isLevelDocType } from '@/platform/route-catalog';

// The page and the documents catalog load from this route's chunk, together: the boot chunk then names
// no shared chunk for this route and holds no loader for it (README "Documents and records").
const pages = () => Promise.all([import('@/features/documents/pages'), loadRouteCatalog('documents')]).then(([m]) => m);
const LevelDocPage = lazyRouteComponent(pages, 'LevelDocPage');

export const Route = createFileRoute('/level/doc/$docType')({
  beforeLoad: ({ params }) => {
    if (!isLevelDocType(params.docType)) throw notFound();
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context, params }) => pages().then((m) => (isLevelDocType(params.docType) ? m.preloadDocument(`level_${params.docType}`, context.locale) : undefined)),
  codeSplitGroupings: [['loader', 'component']],
  component: function LevelDocRoute() {
    const { docType } = Route.useParams();
    if (!isLevelDocType(docType)) return null;
    return <LevelDocPage docType={docType} />;
  },
});
