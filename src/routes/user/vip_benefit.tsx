import { createFileRoute } from '@tanstack/react-router';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { MembershipPage } from '@/features/membership/membership-page';
import { parseMembershipSearch } from '@/features/membership/membership-search';

/** /user/vip_benefit?entrance=&to_vip_type=: the membership page under the "Membership Benefits" title. */
export const Route = createFileRoute('/user/vip_benefit')({
  // Plain strings: the page's parser loads with the page, not in the boot chunk (README "Architecture").
  validateSearch: (query: Record<string, unknown>) => query,
  // The page's messages live in the account catalog (lingui.config.ts).
  // With the visitor's session on the server, their status and the plans load too (the flow starts from them).
  loader: ({ context }) =>
    Promise.all([
      loadRouteCatalog('account'),
      // Only a server render with the visitor's session reads anything here: the browser never loads this module for it.
      context.session ? import('@/features/membership/membership-calls').then((m) => m.preloadMembership(context)) : undefined,
    ]).then(() => undefined),
  codeSplitGroupings: [['loader', 'component']],
  component: function VipBenefitRoute() {
    const search = parseMembershipSearch(Route.useSearch());
    return <MembershipPage page="vip_benefit" {...(search.entrance ? { entrance: search.entrance } : {})} {...(search.to_vip_type ? { tier: search.to_vip_type } : {})} />;
  },
});
