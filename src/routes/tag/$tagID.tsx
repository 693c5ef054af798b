import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TopicPage } from '@/features/creator/topic-page';
import { topicCall } from '@/features/creator/creator-calls';
import { loadCreatorRoute } from '@/features/creator/creator-route-loader';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/tag/$tagID')({
  staticData: {
    page: 'tag_detail',
    title: msg({ id: 'title.tag_detail', message: 'Topic' }),
    sample: '/tag/1001',
    render: 'shared',
    catalog: 'creator',
  },
  beforeLoad: ({ params }) => {
    if (!isValidId(params.tagID)) throw notFound();
  },
  // The page's read (no session needed) starts with the route, beside the catalog.
  loader: ({ context, params }) => loadCreatorRoute(context, topicCall(params.tagID)),
  component: TopicPage,
});
