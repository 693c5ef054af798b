import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { seriesEpilogueCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/series/epilogue/$seriesId')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.seriesId)) throw notFound();
  },
  // The page's read (no session needed) starts with the route, beside the catalog; loader and the
  // page's lazy component share one chunk (route options sit in the boot chunk).
  loader: ({ context, params }) => loadCreatorRoute(context, seriesEpilogueCall(params.seriesId)),
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/creator/series-epilogue-page'), 'SeriesEpiloguePage'),
});
