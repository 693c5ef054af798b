import { createFileRoute } from '@tanstack/react-router';
import { loadMembershipRoute } from '@/features/membership/membership-route-loader';
import { MembershipPage } from '@/features/membership/membership-page';
import { parseMembershipSearch } from '@/features/membership/membership-search';

/** /membership?entrance=&to_vip_type= (README "Membership"): the spec names the screen, not its path. */
export const Route = createFileRoute('/membership')({
  // Plain strings: the page's parser loads with the page, not in the boot chunk (README "Architecture").
  validateSearch: (query: Record<string, unknown>) => query,
  loader: ({ context }) => loadMembershipRoute(context),
  codeSplitGroupings: [['loader', 'component']],
  component: function MembershipRoute() {
    const search = parseMembershipSearch(Route.useSearch());
    return <MembershipPage page="membership" {...(search.entrance ? { entrance: search.entrance } : {})} {...(search.to_vip_type ? { tier: search.to_vip_type } : {})} />;
  },
});
