import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { AppealPage } from '@/features/help/appeal-page';

export const Route = createFileRoute('/appeal')({
  loader: () => loadRouteCatalog('help'),
  component: () => <AppealPage ban={false} />,
});
