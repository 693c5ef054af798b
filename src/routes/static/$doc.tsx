import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isStaticDoc } from '@/platform/route-catalog';

// The page and the documents catalog load from this route's chunk, together: the boot chunk then names
// no shared chunk for this route and holds no loader for it (README "Documents and records").
const pages = () => Promise.all([import('@/features/documents/pages'), loadRouteCatalog('documents')]).then(([m]) => m);
const DocumentPage = lazyRouteComponent(pages, 'DocumentPage');
const ImageCreationPage = lazyRouteComponent(pages, 'ImageCreationPage');

export const Route = createFileRoute('/static/$doc')({
  beforeLoad: ({ params }) => {
    if (!isStaticDoc(params.doc)) throw notFound();
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context, params }) => pages().then((m) => (isStaticDoc(params.doc) ? m.preloadDocument(params.doc, context.locale) : undefined)),
  codeSplitGroupings: [['loader', 'component']],
  component: function StaticDocRoute() {
    const { doc } = Route.useParams();
    if (!isStaticDoc(doc)) return null;
    return doc === 'image_creation' ? <ImageCreationPage /> : <DocumentPage page={`static_${doc}`} doc={doc} />;
  },
});
