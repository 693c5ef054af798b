import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { UgPage } from '@/features/campaign/ug-pages';

export const Route = createFileRoute('/ug/')({
  loader: () => loadRouteCatalog('campaign'),
  component: UgPage,
});
