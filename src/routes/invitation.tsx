import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { querySchema } from '@/platform/query-schema';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { InvitationPage } from '@/features/invitation/invitation-page';
import { parseInvitationSearch } from '@/features/invitation/invitation-search';

/** /invitation?invite_code= (README "Invitation"): a shared link fills in the friend's code. */
export const Route = createFileRoute('/invitation')({
  staticData: {
    page: 'invitation',
    title: msg({ id: 'title.invitation', message: 'Invite Friends' }),
    render: 'personal',
    catalog: 'account',
  },
  // The page parses the value (invitation-search.ts) and drops what it cannot use.
  validateSearch: querySchema('invite_code'),
  // The page's messages live in the account catalog (lingui.config.ts).
  // With the visitor's session on the server, their invitation info loads too (the flow starts from it).
  loader: ({ context }) =>
    Promise.all([
      loadRouteCatalog('account'),
      // Only a server render with the visitor's session reads anything here: the browser never loads this module for
      // it.
      context.session
        ? import('@/features/invitation/invitation-calls').then((m) => m.preloadInvitation(context))
        : undefined,
    ]).then(() => undefined),
  component: function InvitationRoute() {
    const search = parseInvitationSearch(Route.useSearch());
    return <InvitationPage {...(search.invite_code ? { inviteCode: search.invite_code } : {})} />;
  },
});
