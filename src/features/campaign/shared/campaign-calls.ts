import {
  getCampaignEvent,
  getEasterEgg,
  getPrizeRecord,
  getSpinStatus,
  getSummerCollection,
  getSummerHistory,
  getSummerOverview,
  getSummerRank,
  type Contact,
  type PrizeRecord,
} from '@/api/contract/campaign';
import { CampaignStatusCode } from '@/api/contract/campaign-codes';
import type { ContractLocale } from '@/api/contract/endpoint';
import { endpointCall, refusalCodeOf, type RemoteCall } from '@/kernel/data';
import { campaignConfig } from './campaign-config';

/**
 * The first read of each campaign page, one function each: a route loader starts the same call, under
 * the same key, as the page. An event's window is the same for everyone (read without a login, so the
 * server's HTML carries it); the other reads are the visitor's own (token required: the loader reads
 * them only on a server render with the visitor's session, loadSessionRouteData).
 */

/** An event's window and phase: the same for everyone. */
export const campaignEventCall = (eventId: string) => endpointCall(getCampaignEvent, { event_id: eventId });

/** /ug and /ug/rule: the user-growth event's window. */
export const ugEventCall = () => campaignEventCall(campaignConfig.events.ug);

/** /summer and /summer/rank: the summer event's window (the board resets when it ends). */
export const summerEventCall = () => campaignEventCall(campaignConfig.events.summer);

/** The event of /spin_wheel (a wheel) or /spin_wheel_v2 (a grid): the page's own unless `?event_id=` names another. */
export const spinEventId = (design: 'wheel' | 'grid', eventId: string | undefined): string =>
  eventId ?? (design === 'wheel' ? campaignConfig.events.spinWheel : campaignConfig.events.spinWheelV2);

/** The visitor's spins, the wheel's slices, their last result and prizes (the spin machine's first load). */
export const spinStatusCall = (eventId: string) => endpointCall(getSpinStatus, { event_id: eventId });

/** The easter egg page's event: the one its query names, or the running egg hunt. */
export const eggEventId = (eventId: string | undefined): string => eventId ?? campaignConfig.events.easterEgg;

export const easterEggCall = (eventId: string) => endpointCall(getEasterEgg, { event_id: eventId });

export const summerOverviewCall = () => endpointCall(getSummerOverview, {});

export const summerHistoryCall = () => endpointCall(getSummerHistory, {});

export const summerRankCall = () => endpointCall(getSummerRank, { offset: 0 });

const LOCALES: readonly ContractLocale[] = ['en', 'zh', 'es', 'pt', 'ja'];
/** The collection's titles come in the visitor's language (the server falls back to English). */
const contractLocale = (locale: string): ContractLocale => LOCALES.find((l) => locale.startsWith(l)) ?? 'en';

export const summerCollectionCall = (kind: 'fm' | 'npc', locale: string) =>
  endpointCall(getSummerCollection, { kind, locale: contractLocale(locale) });

export interface Claim {
  readonly record: PrizeRecord;
  readonly contact: Contact | null;
}

/**
 * /claim_prize: the prize record and the contact sent for it; 'missing' when the record is not (or no longer) a prize
 * of this user.
 */
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
