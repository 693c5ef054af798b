import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadCreatorCatalog } from '@/features/creator/creator-search';
import { preloadWeeklyReport, WeeklyReportPage } from '@/features/creator/weekly-report-page';

/** /weekly_report: the creator's weekly numbers (README "Creator tools"). */
export const Route = createFileRoute('/weekly_report')({
  staticData: {
    page: 'weekly_report',
    title: msg({ id: 'title.weekly_report', message: 'Weekly Creator Report' }),
    render: 'personal',
    catalog: 'creator',
  },
  // The catalog and the page's code, and with the app's session on the server the creator's own week, before it
  // renders.
  loader: ({ context }) => Promise.all([loadCreatorCatalog(), preloadWeeklyReport(context)]).then(() => undefined),
  component: WeeklyReportPage,
});
