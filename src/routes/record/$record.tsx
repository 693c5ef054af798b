import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isRecordKind } from '@/platform/route-catalog';

// The page and the documents catalog load from this route's chunk, together: the boot chunk then names
// no shared chunk for this route and holds no loader for it (README "Documents and records").
const pages = () => Promise.all([import('@/features/documents/pages'), loadRouteCatalog('documents')]).then(([m]) => m);
const CardRecordPage = lazyRouteComponent(pages, 'CardRecordPage');
const GemsPage = lazyRouteComponent(pages, 'GemsPage');

/** /record/card (SPEC §2) and /record/gems (the gems record, SPEC §3; its path is chosen here). */
export const Route = createFileRoute('/record/$record')({
  beforeLoad: ({ params }) => {
    if (!isRecordKind(params.record)) throw notFound();
  },
  component: function RecordRoute() {
    const { record } = Route.useParams();
    return record === 'gems' ? <GemsPage /> : <CardRecordPage />;
  },
});
