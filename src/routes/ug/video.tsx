import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/** README "Campaigns": the page loads on demand and reads its own query, so this file stays bare. */
export const Route = createFileRoute('/ug/video')({
  loader: () => loadRouteCatalog('campaign'),
  component: lazyRouteComponent(() => import('@/features/campaign/campaign-routes'), 'UgVideoRoute'),
});
