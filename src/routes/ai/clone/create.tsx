import { createFileRoute } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { CloneCreatePage } from '@/features/creator/clone-page';

/** The clone flow (README "Creator tools"): one step per route, one flow across them. */
export const Route = createFileRoute('/ai/clone/create')({
  loader: loadCreatorCatalog,
  component: CloneCreatePage,
});
