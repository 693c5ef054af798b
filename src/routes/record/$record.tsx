import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { FallbackPage } from '@/features/static/fallback-page';

// The page and the documents catalog load from this route's chunk, together: the boot chunk then names
// no shared chunk for this route and holds no loader for it (README "Documents and records").
const pages = () => Promise.all([import('@/features/documents/pages'), loadRouteCatalog('documents')]).then(([m]) => m);
const CardRecordPage = lazyRouteComponent(pages, 'CardRecordPage');
const GemsPage = lazyRouteComponent(pages, 'GemsPage');

/** /record/card (SPEC §2) and /record/gems (the gems record, SPEC §3; its path is chosen here); any other is not found. */
export const Route = createFileRoute('/record/$record')({
  // The page's code, and with the app's session on the server the visitor's record, before it renders.
  loader: ({ context, params }) => pages().then((m) => m.preloadRecord(context, params.record)),
  codeSplitGroupings: [['loader', 'component']],
  component: function RecordRoute() {
    const { record } = Route.useParams();
    return record === 'gems' ? <GemsPage /> : record === 'card' ? <CardRecordPage /> : <FallbackPage />;
  },
});
