import { easterEggCall, eggEventId, prizeClaimCall } from '../shared/campaign-calls';
import { loadCampaignRoute, type CampaignLoaderContext } from '../shared/campaign-route-data';

/** /claim_prize: the prize record the query names, read with the visitor's session. */
export const loadClaimPrizeRoute = (context: CampaignLoaderContext, recordId: string | undefined): Promise<void> =>
  loadCampaignRoute(context, [], [recordId ? prizeClaimCall(recordId) : null]);

/** /activity/easter_egg: the egg the query names (or the running hunt's), read with the visitor's session. */
export const loadEasterEggRoute = (context: CampaignLoaderContext, eventId: string | undefined): Promise<void> =>
  loadCampaignRoute(context, [], [easterEggCall(eggEventId(eventId))]);
