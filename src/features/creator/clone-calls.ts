/**
 * The clone flow's first read as the app's data layer names it (kernel/data): the intro route's loader
 * starts it when the server renders with the visitor's session, and the flow starts from its answer
 * (the machine's `input`) instead of asking again.
 */
import type { CloneQuota } from '@machines/clone/types';
import { getCloneQuota } from '@/api/contract/creator';
import { loadSessionRouteData, type RemoteCall, type RouteDataContext } from '@/kernel/data';
import { callEndpoint } from '@/services/api/call-endpoint';

export const cloneQuotaCall: RemoteCall<CloneQuota> = {
  key: 'creator/clone_quota',
  load: async (client) => {
    const { quota } = await callEndpoint(client, getCloneQuota, {});
    return { used: quota.used, limit: quota.limit };
  },
};

/** The route's read of this week's allowance: with the visitor's session on the server only. */
export const preloadCloneQuota = (context: RouteDataContext): Promise<void> =>
  loadSessionRouteData(context, cloneQuotaCall);
