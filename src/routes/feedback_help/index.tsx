import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { HelpHomePage } from '@/features/help/help-center';
import { loadHelpHome } from '@/features/help/help-calls';

/** /feedback_help: the same for everyone, rendered by the server with its topics (the same read as the page's). */
export const Route = createFileRoute('/feedback_help/')({
  staticData: {
    page: 'feedback_help',
    title: msg({ id: 'title.feedback_help', message: 'Help Center' }),
    render: 'shared',
    catalog: 'help',
  },
  loader: ({ context }) => loadHelpHome(context),
  component: HelpHomePage,
});
