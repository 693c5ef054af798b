import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { loadHelpHome } from '@/features/help/help-calls';

// The page loads behind the route's own chunk, which then needs nothing beside the boot chunk.
const Page = lazyRouteComponent(() => import('@/features/help/help-center'), 'HelpHomePage');

/** /feedback_help: the same for everyone, rendered by the server with its topics (the same read as the page's). */
export const Route = createFileRoute('/feedback_help/')({
  loader: ({ context }) => Promise.all([loadRouteCatalog('help'), loadHelpHome(context)]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: Page,
});
