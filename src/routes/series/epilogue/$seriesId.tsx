import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SeriesEpiloguePage } from '@/features/creator/series-epilogue-page';
import { seriesEpilogueCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/series/epilogue/$seriesId')({
  staticData: {
    page: 'series_epilogue',
    title: msg({ id: 'title.series_epilogue', message: 'Series Epilogue' }),
    sample: '/series/epilogue/5',
    render: 'shared',
    catalog: 'creator',
  },
  beforeLoad: ({ params }) => {
    if (!isValidId(params.seriesId)) throw notFound();
  },
  // The page's read (no session needed) starts with the route, beside the catalog.
  loader: ({ context, params }) => loadCreatorRoute(context, seriesEpilogueCall(params.seriesId)),
  component: SeriesEpiloguePage,
});
