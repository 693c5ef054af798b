import { createFileRoute } from '@tanstack/react-router';
import { HelpHomePage } from '@/features/help/help-center';
import { loadHelpHome } from '@/features/help/help-calls';

/** /feedback_help: the same for everyone, rendered by the server with its topics (the same read as the page's). */
export const Route = createFileRoute('/feedback_help/')({
  loader: ({ context }) => loadHelpHome(context),
  component: HelpHomePage,
});
