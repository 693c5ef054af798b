import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { HelpQuestionPage } from '@/features/help/help-question-page';
import { HelpQuestionNotFound } from '@/features/help/help-shell';
import { loadHelpQuestion } from '@/features/help/help-calls';
import { isValidId } from '@/platform/route-params';

/**
 * /feedback_help/question/{id}: the same for everyone, rendered by the server; an id the help center does not have is
 * not found (404 on the server).
 */
export const Route = createFileRoute('/feedback_help/question/$questionID')({
  staticData: {
    page: 'feedback_question',
    title: msg({ id: 'title.feedback_question', message: 'Help Article' }),
    sample: '/feedback_help/question/12',
    render: 'shared',
    catalog: 'help',
  },
  beforeLoad: ({ params }) => {
    if (!isValidId(params.questionID)) throw notFound();
  },
  loader: ({ context, params }) => loadHelpQuestion(context, params.questionID),
  component: HelpQuestionPage,
  notFoundComponent: HelpQuestionNotFound,
});
