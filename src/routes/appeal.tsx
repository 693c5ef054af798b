import { createFileRoute } from '@tanstack/react-router';
import { AppealPage } from '@/features/help/appeal-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/appeal')({
  loader: () => loadRouteCatalog('help'),
  component: AppealPage,
});
