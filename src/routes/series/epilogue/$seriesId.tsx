import { createFileRoute, notFound } from '@tanstack/react-router';
import { SimplePage } from '@/features/static/simple-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/series/epilogue/$seriesId')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.seriesId)) throw notFound();
  },
  component: () => <SimplePage page="series_epilogue" />,
});
