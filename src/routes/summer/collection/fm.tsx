import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { SummerCollectionPage } from '@/features/campaign/summer-collection-page';

export const Route = createFileRoute('/summer/collection/fm')({
  loader: () => loadRouteCatalog('campaign'),
  component: () => <SummerCollectionPage kind="fm" />,
});
