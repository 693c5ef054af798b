import { createFileRoute } from '@tanstack/react-router';
import { DeletePage } from '@/features/help/delete-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/app/delete')({
  loader: () => loadRouteCatalog('help'),
  component: DeletePage,
});
