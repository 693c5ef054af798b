import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { CloneCreatePage } from '@/features/creator/clone-page';

/** The clone flow (README "Creator tools"): one step per route, one flow across them. */
export const Route = createFileRoute('/ai/clone/create')({
  staticData: {
    page: 'ai_clone_create',
    title: msg({ id: 'title.ai_clone_create', message: 'Create Your AI Clone' }),
    render: 'shared',
    catalog: 'creator',
  },
  loader: loadCreatorCatalog,
  component: CloneCreatePage,
});
