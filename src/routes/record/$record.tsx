import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { FallbackPage } from '@/features/static/fallback-page';
import { CardRecordPage, GemsPage, preloadRecord } from '@/features/documents/pages';

/**
 * /record/card (SPEC §2) and /record/gems (the gems record, SPEC §3; its path is chosen here); any other is not found.
 */
export const Route = createFileRoute('/record/$record')({
  staticData: {
    pages: [
      {
        page: 'record_card',
        title: msg({ id: 'title.record_card', message: 'Card Draw Records' }),
        sample: '/record/card',
      },
      { page: 'record_gems', title: msg({ id: 'title.record_gems', message: 'Gems' }), sample: '/record/gems' },
    ],
    render: 'personal',
    catalog: 'documents',
  },
  // The page's code, and with the app's session on the server the visitor's record, before it renders.
  loader: ({ context, params }) =>
    Promise.all([loadRouteCatalog('documents'), preloadRecord(context, params.record)]).then(() => undefined),
  component: function RecordRoute() {
    const { record } = Route.useParams();
    return record === 'gems' ? <GemsPage /> : record === 'card' ? <CardRecordPage /> : <FallbackPage />;
  },
});
