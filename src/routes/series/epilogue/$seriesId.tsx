import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { SeriesEpiloguePage } from '@/features/creator/series-epilogue-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/series/epilogue/$seriesId')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.seriesId)) throw notFound();
  },
  loader: () => loadRouteCatalog('creator'),
  component: function SeriesEpilogueRoute() {
    const { seriesId } = Route.useParams();
    return <SeriesEpiloguePage seriesId={seriesId} />;
  },
});
