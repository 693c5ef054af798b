import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { GemsPage } from '@/features/documents/gems-page';

/** /record/gems (README "Documents and records"): the spec names the gems record, not its path. */
export const Route = createFileRoute('/record/gems')({
  loader: () => loadRouteCatalog('documents'),
  component: GemsPage,
});
