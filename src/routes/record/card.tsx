import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { CardRecordPage } from '@/features/documents/card-record-page';

export const Route = createFileRoute('/record/card')({
  loader: () => loadRouteCatalog('documents'),
  component: CardRecordPage,
});
