import { createFileRoute } from '@tanstack/react-router';
import { BanAppealPage, loadBanAppeal } from '@/features/help/appeal-page';

export const Route = createFileRoute('/ban_appeal')({
  // Rendered by the server with the visitor's session, the ban is read by the route (the page's read).
  loader: ({ context }) => loadBanAppeal(context),
  component: BanAppealPage,
});
