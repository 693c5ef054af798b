import { createFileRoute } from '@tanstack/react-router';
import { HelpHomePage } from '@/features/help/help-center';

/** /feedback_help: the same for everyone, rendered by the server with its topics (the same read as the page's). */
export const Route = createFileRoute('/feedback_help/')({
  loader: ({ context }) => import('@/features/help/help-calls').then((m) => m.loadHelpHome(context)),
  // The page loads behind the route's own chunk, which then needs nothing beside the boot chunk.
  codeSplitGroupings: [['loader', 'component']],
  component: HelpHomePage,
});
