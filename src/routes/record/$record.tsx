import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { FallbackPage } from '@/features/static/fallback-page';
import { CardRecordPage, GemsPage, preloadRecord } from '@/features/documents/pages';

/**
 * /record/card (SPEC §2) and /record/gems (the gems record, SPEC §3; its path is chosen here); any other is not found.
 */
export const Route = createFileRoute('/record/$record')({
  // The page's code, and with the app's session on the server the visitor's record, before it renders.
  loader: ({ context, params }) =>
    Promise.all([loadRouteCatalog('documents'), preloadRecord(context, params.record)]).then(() => undefined),
  component: function RecordRoute() {
    const { record } = Route.useParams();
    return record === 'gems' ? <GemsPage /> : record === 'card' ? <CardRecordPage /> : <FallbackPage />;
  },
});
