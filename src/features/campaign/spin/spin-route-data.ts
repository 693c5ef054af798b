import { campaignEventCall, spinEventId, spinStatusCall } from '../shared/campaign-calls';
import { loadCampaignRoute, type CampaignLoaderContext } from '../shared/campaign-route-data';

/** /spin_wheel and /spin_wheel_v2: the event's window for everyone, the visitor's spins with their session. */
export function loadSpinRoute(
  context: CampaignLoaderContext,
  design: 'wheel' | 'grid',
  eventIdParam: string | undefined,
): Promise<void> {
  const eventId = spinEventId(design, eventIdParam);
  return loadCampaignRoute(context, [campaignEventCall(eventId)], [spinStatusCall(eventId)]);
}
