import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { DeletePage } from '@/features/help/delete-page';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

export const Route = createFileRoute('/app/delete')({
  staticData: {
    page: 'account_delete',
    title: msg({ id: 'title.account_delete', message: 'Delete Account' }),
    render: 'personal',
    catalog: 'help',
  },
  loader: () => loadRouteCatalog('help'),
  component: DeletePage,
});
