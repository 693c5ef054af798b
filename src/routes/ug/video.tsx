import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { UgVideoPage } from '@/features/campaign/ug-pages';

export const Route = createFileRoute('/ug/video')({
  loader: () => loadRouteCatalog('campaign'),
  component: UgVideoPage,
});
