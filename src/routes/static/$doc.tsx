import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isStaticDoc } from '@/platform/route-catalog';
import { DocumentPage, ImageCreationPage, preloadDocument } from '@/features/documents/pages';

export const Route = createFileRoute('/static/$doc')({
  beforeLoad: ({ params }) => {
    if (!isStaticDoc(params.doc)) throw notFound();
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context, params }) =>
    Promise.all([
      loadRouteCatalog('documents'),
      isStaticDoc(params.doc) ? preloadDocument(params.doc, context.locale) : undefined,
    ]).then(() => undefined),
  component: function StaticDocRoute() {
    const { doc } = Route.useParams();
    if (!isStaticDoc(doc)) return null;
    return doc === 'image_creation' ? <ImageCreationPage /> : <DocumentPage page={`static_${doc}`} doc={doc} />;
  },
});
