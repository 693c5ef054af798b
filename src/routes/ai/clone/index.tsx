import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { ClonePage } from '@/features/creator/clone-page';

/** The clone flow (README "Creator tools"): one step per route, one flow across them. */
export const Route = createFileRoute('/ai/clone/')({
  loader: () => loadRouteCatalog('creator'),
  component: () => <ClonePage route="intro" />,
});
