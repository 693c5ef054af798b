import { getCampaignEvent, getEasterEgg, getPrizeRecord, getSummerCollection, getSummerHistory, getSummerOverview, getSummerRank, type Contact, type PrizeRecord } from '@/api/contract/campaign';
import { CampaignStatusCode } from '@/api/contract/campaign-codes';
import type { ContractLocale } from '@/api/contract/endpoint';
import { endpointCall, refusalCodeOf, type RemoteCall } from '@/kernel/data';
import { campaignConfig } from './campaign-config';

/**
 * The first read of each campaign page, one function each: a route loader (the /ug pages, which do not
 * depend on who is logged in) starts the same call, under the same key, as the page.
 */

/** /ug and /ug/rule: the user-growth event's window. */
export const ugEventCall = () => endpointCall(getCampaignEvent, { event_id: campaignConfig.events.ug });

export const easterEggCall = (eventId: string) => endpointCall(getEasterEgg, { event_id: eventId });

export const summerOverviewCall = () => endpointCall(getSummerOverview, {});

export const summerHistoryCall = () => endpointCall(getSummerHistory, {});

export const summerRankCall = () => endpointCall(getSummerRank, { offset: 0 });

export const summerCollectionCall = (kind: 'fm' | 'npc', locale: ContractLocale) => endpointCall(getSummerCollection, { kind, locale });

export interface Claim {
  readonly record: PrizeRecord;
  readonly contact: Contact | null;
}

/** /claim_prize: the prize record and the contact sent for it; 'missing' when the record is not (or no longer) a prize of this user. */
export function prizeClaimCall(recordId: string): RemoteCall<Claim | 'missing'> {
  const call = endpointCall(getPrizeRecord, { record_id: recordId });
  return {
    key: call.key,
    load: (client) =>
      call.load(client).catch((error: unknown) => {
        if (refusalCodeOf(error) === CampaignStatusCode.PrizeRecordInvalid) return 'missing' as const;
        throw error;
      }),
  };
}
