/**
 * The invitation page's first read as the app's data layer names it (kernel/data): the route's loader
 * starts it when the server renders with the visitor's session, and the flow starts from its answer
 * (the machine's `input`) instead of asking again.
 */
import { getInvitationInfo, type InvitationInfoData } from '@/api/contract/invitation';
import { loadSessionRouteData, type RemoteCall, type RouteDataContext } from '@/kernel/data';
import { callEndpoint } from '@/services/api/call-endpoint';

export const invitationInfoCall: RemoteCall<InvitationInfoData> = {
  key: 'invitation/info',
  load: (client) => callEndpoint(client, getInvitationInfo, {}),
};

/** The route's read of the visitor's invitation info: with their session on the server only. */
export const preloadInvitation = (context: RouteDataContext): Promise<void> =>
  loadSessionRouteData(context, invitationInfoCall);
