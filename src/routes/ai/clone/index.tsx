import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { CloneIntroPage, preloadCloneQuota } from '@/features/creator/clone-page';

/**
 * The clone flow (README "Creator tools"): one step per route, one flow across them. With the app's
 * session on the server, this week's allowance loads too (the flow starts from it).
 */
export const Route = createFileRoute('/ai/clone/')({
  staticData: {
    page: 'ai_clone',
    title: msg({ id: 'title.ai_clone', message: 'AI Clone' }),
    render: 'personal',
    catalog: 'creator',
  },
  loader: ({ context }) => Promise.all([loadCreatorCatalog(), preloadCloneQuota(context)]).then(() => undefined),
  component: CloneIntroPage,
});
