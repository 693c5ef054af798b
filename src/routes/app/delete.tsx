import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { DeletePage } from '@/features/help/delete-page';

export const Route = createFileRoute('/app/delete')({
  loader: () => loadRouteCatalog('help'),
  component: DeletePage,
});
