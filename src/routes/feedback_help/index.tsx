import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { HelpHomePage } from '@/features/help/help-center';

export const Route = createFileRoute('/feedback_help/')({
  loader: () => loadRouteCatalog('help'),
  component: HelpHomePage,
});
