import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';

/** The clone flow (README "Creator tools"): one step per route, one flow across them. */
export const Route = createFileRoute('/ai/clone/')({
  loader: loadCreatorCatalog,
  component: lazyRouteComponent(() => import('@/features/creator/clone-page'), 'CloneIntroPage'),
});
