import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { querySchema } from '@/platform/query-schema';
import { loadMembershipRoute } from '@/features/membership/membership-route-loader';
import { MembershipPage } from '@/features/membership/membership-page';
import { parseMembershipSearch } from '@/features/membership/membership-search';

/** /membership?entrance=&to_vip_type= (README "Membership"): the spec names the screen, not its path. */
export const Route = createFileRoute('/membership')({
  staticData: {
    page: 'membership',
    title: msg({ id: 'title.membership', message: 'Talkie Membership' }),
    render: 'personal',
    catalog: 'account',
  },
  // The page parses the values (membership-search.ts) and drops what it cannot use.
  validateSearch: querySchema('entrance', 'to_vip_type'),
  loader: ({ context }) => loadMembershipRoute(context),
  component: function MembershipRoute() {
    const search = parseMembershipSearch(Route.useSearch());
    return (
      <MembershipPage
        page="membership"
        {...(search.entrance ? { entrance: search.entrance } : {})}
        {...(search.to_vip_type ? { tier: search.to_vip_type } : {})}
      />
    );
  },
});
