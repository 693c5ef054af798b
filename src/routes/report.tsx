import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { ReportPage } from '@/features/help/report-page';

export const Route = createFileRoute('/report')({
  loader: () => loadRouteCatalog('help'),
  component: ReportPage,
});
