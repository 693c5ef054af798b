import { createFileRoute } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { CloneIntroPage, preloadCloneQuota } from '@/features/creator/clone-page';

/**
 * The clone flow (README "Creator tools"): one step per route, one flow across them. With the app's
 * session on the server, this week's allowance loads too (the flow starts from it).
 */
export const Route = createFileRoute('/ai/clone/')({
  loader: ({ context }) => Promise.all([loadCreatorCatalog(), preloadCloneQuota(context)]).then(() => undefined),
  component: CloneIntroPage,
});
