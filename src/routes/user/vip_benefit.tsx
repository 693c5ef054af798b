import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { querySchema } from '@/platform/query-schema';
import { loadMembershipRoute } from '@/features/membership/membership-route-loader';
import { MembershipPage } from '@/features/membership/membership-page';
import { parseMembershipSearch } from '@/features/membership/membership-search';

/** /user/vip_benefit?entrance=&to_vip_type=: the membership page under the "Membership Benefits" title. */
export const Route = createFileRoute('/user/vip_benefit')({
  staticData: {
    page: 'vip_benefit',
    title: msg({ id: 'title.vip_benefit', message: 'Membership Benefits' }),
    render: 'personal',
    catalog: 'account',
  },
  // The page parses the values (membership-search.ts) and drops what it cannot use.
  validateSearch: querySchema('entrance', 'to_vip_type'),
  loader: ({ context }) => loadMembershipRoute(context),
  component: function VipBenefitRoute() {
    const search = parseMembershipSearch(Route.useSearch());
    return (
      <MembershipPage
        page="vip_benefit"
        {...(search.entrance ? { entrance: search.entrance } : {})}
        {...(search.to_vip_type ? { tier: search.to_vip_type } : {})}
      />
    );
  },
});
