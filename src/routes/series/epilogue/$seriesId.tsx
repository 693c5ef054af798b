import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/series/epilogue/$seriesId')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.seriesId)) throw notFound();
  },
  loader: loadCreatorCatalog,
  component: lazyRouteComponent(() => import('@/features/creator/series-epilogue-page'), 'SeriesEpiloguePage'),
});
