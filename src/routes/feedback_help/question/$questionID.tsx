import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { isValidId } from '@/platform/route-params';

// The page loads behind the route's own chunk, which then needs nothing beside the boot chunk.
const help = () => import('@/features/help/help-center');

/** /feedback_help/question/{id}: the same for everyone, rendered by the server; an id the help center does not have is not found (404 on the server). */
export const Route = createFileRoute('/feedback_help/question/$questionID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.questionID)) throw notFound();
  },
  loader: ({ context, params }) => import('@/features/help/help-calls').then((m) => m.loadHelpQuestion(context, params.questionID)),
  codeSplitGroupings: [['loader', 'component']],
  component: lazyRouteComponent(help, 'HelpQuestionPage'),
  notFoundComponent: lazyRouteComponent(help, 'HelpQuestionNotFound'),
});
