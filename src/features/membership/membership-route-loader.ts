import type { RouteDataContext } from '@/kernel/data';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';

/**
 * The loader of /membership and /user/vip_benefit: the page's messages (the account catalog), and with
 * the visitor's session on the server their status and the plans (the flow starts from them). The
 * browser never loads the reads' module for it.
 */
export const loadMembershipRoute = (context: RouteDataContext & { readonly locale?: string }): Promise<void> =>
  Promise.all([
    loadRouteCatalog('account'),
    context.session ? import('./membership-calls').then((m) => m.preloadMembership(context)) : undefined,
  ]).then(() => undefined);
