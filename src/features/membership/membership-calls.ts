/**
 * The membership page's first reads as the app's data layer names them (kernel/data): the route's
 * loader starts them when the server renders with the visitor's session, and the page's flow starts
 * from their answers (the machine's `input`) instead of asking again.
 */
import type { ContractLocale } from '@/api/contract/endpoint';
import {
  getMembershipPlans,
  getMembershipStatus,
  type MembershipStatusData,
  type PlansData,
} from '@/api/contract/membership';
import { loadSessionRouteData, type RemoteCall, type RouteDataContext } from '@/kernel/data';
import { callEndpoint } from '@/services/api/call-endpoint';

const SUPPORTED_LOCALES: readonly ContractLocale[] = ['en', 'zh', 'es', 'pt', 'ja'];

/** The plans' language for the page's language (their titles and benefits are the server's text). */
export const contractLocale = (locale: string): ContractLocale =>
  SUPPORTED_LOCALES.find((l) => locale.startsWith(l)) ?? 'en';

export const membershipStatusCall: RemoteCall<MembershipStatusData> = {
  key: 'membership/status',
  load: (client) => callEndpoint(client, getMembershipStatus, {}),
};

export const membershipPlansCall = (locale: ContractLocale): RemoteCall<PlansData> => ({
  key: `membership/plans:${locale}`,
  load: (client) => callEndpoint(client, getMembershipPlans, { locale }),
});

/**
 * The route's reads: the visitor's status and the plans it is shown with, when the server renders
 * with the visitor's session (the app's auth cookie); nothing otherwise (the flow loads them itself).
 */
export function preloadMembership(context: RouteDataContext & { readonly locale?: string }): Promise<void> {
  if (!context.session || !context.locale) return Promise.resolve();
  return Promise.all([
    loadSessionRouteData(context, membershipStatusCall),
    loadSessionRouteData(context, membershipPlansCall(contractLocale(context.locale))),
  ]).then(() => undefined);
}
