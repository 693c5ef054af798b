import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { BanAppealPage, loadBanAppeal } from '@/features/help/appeal-page';

export const Route = createFileRoute('/ban_appeal')({
  staticData: {
    page: 'ban_appeal',
    title: msg({ id: 'title.ban_appeal', message: 'Ban Appeal' }),
    render: 'personal',
    catalog: 'help',
  },
  // Rendered by the server with the visitor's session, the ban is read by the route (the page's read).
  loader: ({ context }) => loadBanAppeal(context),
  component: BanAppealPage,
});
