import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { SummerRankPage } from '@/features/campaign/summer-rank-page';

export const Route = createFileRoute('/summer/rank')({
  loader: () => loadRouteCatalog('campaign'),
  component: SummerRankPage,
});
