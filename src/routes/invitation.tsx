import { createFileRoute } from '@tanstack/react-router';
import { loadAccountCatalog } from '@/i18n/i18n';
import { InvitationPage } from '@/features/invitation/invitation-page';
import { parseInvitationSearch } from '@/features/invitation/invitation-search';

/** /invitation?invite_code= (README "Invitation"): a shared link fills in the friend's code. */
export const Route = createFileRoute('/invitation')({
  validateSearch: parseInvitationSearch,
  // The page's messages live in the account catalog (lingui.config.ts).
  loader: () => loadAccountCatalog(),
  component: function InvitationRoute() {
    const search = Route.useSearch();
    return <InvitationPage {...(search.invite_code ? { inviteCode: search.invite_code } : {})} />;
  },
});
