import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { InvitationPage } from '@/features/invitation/invitation-page';
import { parseInvitationSearch } from '@/features/invitation/invitation-search';

/** /invitation?invite_code= (README "Invitation"): a shared link fills in the friend's code. */
export const Route = createFileRoute('/invitation')({
  validateSearch: parseInvitationSearch,
  // The page's messages live in the account catalog (lingui.config.ts).
  loader: () => loadRouteCatalog('account'),
  component: function InvitationRoute() {
    const search = Route.useSearch();
    return <InvitationPage {...(search.invite_code ? { inviteCode: search.invite_code } : {})} />;
  },
});
