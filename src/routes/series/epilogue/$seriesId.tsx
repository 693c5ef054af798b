import { createFileRoute, notFound } from '@tanstack/react-router';
import { SeriesEpiloguePage } from '@/features/creator/series-epilogue-page';
import { seriesEpilogueCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/series/epilogue/$seriesId')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.seriesId)) throw notFound();
  },
  // The page's read (no session needed) starts with the route, beside the catalog.
  loader: ({ context, params }) => loadCreatorRoute(context, seriesEpilogueCall(params.seriesId)),
  component: SeriesEpiloguePage,
});
