import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '@/features/help/report-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/report')({
  loader: () => loadRouteCatalog('help'),
  component: ReportPage,
});
