import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { SummerPage } from '@/features/campaign/summer-page';

export const Route = createFileRoute('/summer/')({
  loader: () => loadRouteCatalog('campaign'),
  component: SummerPage,
});
