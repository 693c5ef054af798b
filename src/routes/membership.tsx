import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { MembershipPage } from '@/features/membership/membership-page';
import { parseMembershipSearch } from '@/features/membership/membership-search';

/** /membership?entrance=&to_vip_type= (README "Membership"): the spec names the screen, not its path. */
export const Route = createFileRoute('/membership')({
  // Plain strings: the page's parser loads with the page, not in the boot chunk (README "Architecture").
  validateSearch: (query: Record<string, unknown>) => query,
  // The page's messages live in the account catalog (lingui.config.ts).
  loader: () => loadRouteCatalog('account'),
  component: function MembershipRoute() {
    const search = parseMembershipSearch(Route.useSearch());
    return <MembershipPage page="membership" {...(search.entrance ? { entrance: search.entrance } : {})} {...(search.to_vip_type ? { tier: search.to_vip_type } : {})} />;
  },
});
