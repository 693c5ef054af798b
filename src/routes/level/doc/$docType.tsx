import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { LevelDocPage } from '@/features/documents/level-doc-page';
import { isLevelDocType } from '@/platform/route-catalog';

export const Route = createFileRoute('/level/doc/$docType')({
  beforeLoad: ({ params }) => {
    if (!isLevelDocType(params.docType)) throw notFound();
  },
  loader: () => loadRouteCatalog('documents'),
  component: function LevelDocRoute() {
    const { docType } = Route.useParams();
    return isLevelDocType(docType) ? <LevelDocPage docType={docType} /> : null;
  },
});
