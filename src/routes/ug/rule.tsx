import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { UgRulePage } from '@/features/campaign/ug-pages';

export const Route = createFileRoute('/ug/rule')({
  loader: () => loadRouteCatalog('campaign'),
  component: UgRulePage,
});
