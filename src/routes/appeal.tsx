import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { AppealPage } from '@/features/help/appeal-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/appeal')({
  staticData: {
    page: 'appeal',
    title: msg({ id: 'title.appeal', message: 'Content Appeal' }),
    render: 'personal',
    catalog: 'help',
  },
  loader: () => loadRouteCatalog('help'),
  component: AppealPage,
});
