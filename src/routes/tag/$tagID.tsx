import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { topicCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/tag/$tagID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.tagID)) throw notFound();
  },
  // The page's read (no session needed) starts with the route, beside the catalog; loader and the
  // page's lazy component share one chunk (route options sit in the boot chunk).
  loader: ({ context, params }) => loadCreatorRoute(context, topicCall(params.tagID)),
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(() => import('@/features/creator/topic-page'), 'TopicPage'),
});
