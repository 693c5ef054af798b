import { createFileRoute } from '@tanstack/react-router';
import { loadMembershipRoute } from '@/features/membership/membership-route-loader';
import { MembershipPage } from '@/features/membership/membership-page';
import { parseMembershipSearch } from '@/features/membership/membership-search';

/** /user/vip_benefit?entrance=&to_vip_type=: the membership page under the "Membership Benefits" title. */
export const Route = createFileRoute('/user/vip_benefit')({
  // Plain strings: the page's parser loads with the page, not in the boot chunk (README "Architecture").
  validateSearch: (query: Record<string, unknown>) => query,
  loader: ({ context }) => loadMembershipRoute(context),
  codeSplitGroupings: [['loader', 'component']],
  component: function VipBenefitRoute() {
    const search = parseMembershipSearch(Route.useSearch());
    return <MembershipPage page="vip_benefit" {...(search.entrance ? { entrance: search.entrance } : {})} {...(search.to_vip_type ? { tier: search.to_vip_type } : {})} />;
  },
});
