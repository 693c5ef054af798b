import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { HelpQuestionPage } from '@/features/help/help-center';
import { isValidId } from '@/platform/route-params';

export const Route = createFileRoute('/feedback_help/question/$questionID')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.questionID)) throw notFound();
  },
  loader: () => loadRouteCatalog('help'),
  component: function HelpQuestionRoute() {
    const { questionID } = Route.useParams();
    return <HelpQuestionPage questionId={questionID} />;
  },
});
