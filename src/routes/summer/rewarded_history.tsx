import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { SummerHistoryPage } from '@/features/campaign/summer-history-page';

export const Route = createFileRoute('/summer/rewarded_history')({
  loader: () => loadRouteCatalog('campaign'),
  component: SummerHistoryPage,
});
