import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { TopicPage } from '@/features/creator/topic-page';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/tag/$tagID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.tagID)) throw notFound();
  },
  loader: () => loadRouteCatalog('creator'),
  component: function TagRoute() {
    const { tagID } = Route.useParams();
    return <TopicPage tagId={tagID} />;
  },
});
