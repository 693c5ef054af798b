import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ReportPage } from '@/features/help/report-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/report')({
  staticData: {
    page: 'report',
    title: msg({ id: 'title.report', message: 'Report Plagiarism' }),
    render: 'personal',
    catalog: 'help',
  },
  loader: () => loadRouteCatalog('help'),
  component: ReportPage,
});
