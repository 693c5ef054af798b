import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { WeeklyReportPage } from '@/features/creator/weekly-report-page';

/** /weekly_report: the creator's weekly numbers (README "Creator tools"). */
export const Route = createFileRoute('/weekly_report')({
  loader: () => loadRouteCatalog('creator'),
  component: WeeklyReportPage,
});
