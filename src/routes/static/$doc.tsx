import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DocumentPage } from '@/features/documents/document-page';
import { ImageCreationPage } from '@/features/documents/image-creation-page';
import { isStaticDoc } from '@/platform/route-catalog';

export const Route = createFileRoute('/static/$doc')({
  beforeLoad: ({ params }) => {
    if (!isStaticDoc(params.doc)) throw notFound();
  },
  loader: () => loadRouteCatalog('documents'),
  component: function StaticDocRoute() {
    const { doc } = Route.useParams();
    if (!isStaticDoc(doc)) return null;
    return doc === 'image_creation' ? <ImageCreationPage /> : <DocumentPage page={`static_${doc}`} doc={doc} />;
  },
});
