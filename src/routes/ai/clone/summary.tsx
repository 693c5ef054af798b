import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { CloneSummaryPage } from '@/features/creator/clone-page';

/** The clone flow (README "Creator tools"): one step per route, one flow across them. */
export const Route = createFileRoute('/ai/clone/summary')({
  staticData: {
    page: 'ai_clone_summary',
    title: msg({ id: 'title.ai_clone_summary', message: 'AI Clone Summary' }),
    render: 'shared',
    catalog: 'creator',
  },
  loader: loadCreatorCatalog,
  component: CloneSummaryPage,
});
