import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/tag/$tagID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.tagID)) throw notFound();
  },
  loader: loadCreatorCatalog,
  component: lazyRouteComponent(() => import('@/features/creator/topic-page'), 'TopicPage'),
});
