import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadCreatorCatalog } from '@/features/creator/creator-search';

/** /weekly_report: the creator's weekly numbers (README "Creator tools"); the page loads one step later. */
export const Route = createFileRoute('/weekly_report')({
  loader: loadCreatorCatalog,
  component: lazyRouteComponent(() => import('@/features/creator/weekly-report-page'), 'WeeklyReportPage'),
});
