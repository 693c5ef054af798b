import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, id, LocaleSchema, timestampMs } from './endpoint';
import { IdempotencyKeySchema, optionalIdempotencyKey } from './idempotency';
import { PHONE_PATTERN } from './phone';

/**
 * Campaigns: event windows, the spin wheel, prize records and their contact forms, the easter egg,
 * the summer campaign. The server decides every outcome that has value (DESIGN.md "Campaigns,
 * countdowns and the server clock"); every answer carries `server_time_ms` for the page's clock.
 * Refusals: EventNotStarted, EventPaused ('The event is ended for now'), EventEnded ('The event has
 * ended'), NoSpinsLeft, IdempotencyKeyReused, AdSessionInvalid, PrizeRecordInvalid, ClaimClosed,
 * ContactAlreadySent, ContactContentViolation,
 * EggAlreadyClaimed, EggInvalid, TaskNotDone, TaskAlreadyClaimed (server/README.md).
 */
export const CampaignPaths = {
  getEvent: `${API_PREFIX}/campaign/get_event`,
  getSpinStatus: `${API_PREFIX}/spin/get_status`,
  spin: `${API_PREFIX}/spin/spin`,
  startAd: `${API_PREFIX}/spin/start_ad`,
  adResult: `${API_PREFIX}/spin/ad_result`,
  getPrizeRecord: `${API_PREFIX}/prize/get_record`,
  submitContact: `${API_PREFIX}/prize/submit_contact`,
  getEasterEgg: `${API_PREFIX}/easter_egg/get_status`,
  claimEasterEgg: `${API_PREFIX}/easter_egg/claim`,
  getSummer: `${API_PREFIX}/summer/get_overview`,
  claimSummerTask: `${API_PREFIX}/summer/claim_task`,
  getSummerHistory: `${API_PREFIX}/summer/get_history`,
  getSummerCollection: `${API_PREFIX}/summer/get_collection`,
  getSummerRank: `${API_PREFIX}/summer/get_rank`,
} as const;

/** Test-mode stand-in for the ad network's server-side reward callback (unsigned, like /__control). */
export const AD_REWARD_CALLBACK_PATH = '/weaver/ad_network/reward_callback';

/** running; paused: closed for now ('The event is ended for now'); ended: over for good. */
export const EventPhaseSchema = v.picklist(['not_started', 'running', 'paused', 'ended']);
export type EventPhase = v.InferOutput<typeof EventPhaseSchema>;

export const CampaignEventSchema = v.object({
  event_id: v.string(),
  phase: EventPhaseSchema,
  starts_at_ms: timestampMs(),
  ends_at_ms: timestampMs(),
});
export type CampaignEvent = v.InferOutput<typeof CampaignEventSchema>;

const EventRequestSchema = v.object({ event_id: id() });
const withClock = { server_time_ms: timestampMs() };

export const getCampaignEvent = defineEndpoint({
  path: CampaignPaths.getEvent,
  token: 'optional',
  request: EventRequestSchema,
  data: v.object({ event: CampaignEventSchema, ...withClock }),
});

/** gems and items are credited at once; physical prizes need a contact form by a deadline; none is a miss. */
export const PrizeKindSchema = v.picklist(['gems', 'item', 'physical', 'none']);
export const PrizeSchema = v.object({
  prize_id: v.string(),
  kind: PrizeKindSchema,
  /** Gems or items credited; 0 for physical prizes and misses. */
  amount: v.number(),
  /** The prize's name in the caller's language. */
  name: v.string(),
});

export const PrizeRecordStatusSchema = v.picklist(['credited', 'to_claim', 'submitted', 'forfeited']);
export const PrizeRecordSchema = v.object({
  record_id: v.string(),
  prize: PrizeSchema,
  won_at_ms: timestampMs(),
  status: PrizeRecordStatusSchema,
  /** Gems: when they expire (180 days after grant); null otherwise. */
  expires_at_ms: v.nullable(timestampMs()),
  /** Physical prizes: the contact form must be sent before this; null otherwise. */
  claim_deadline_ms: v.nullable(timestampMs()),
});
export type PrizeRecord = v.InferOutput<typeof PrizeRecordSchema>;

const SpinCountsSchema = { daily_spins: v.number(), remaining_spins: v.number() };

export const getSpinStatus = defineEndpoint({
  path: CampaignPaths.getSpinStatus,
  token: 'required',
  request: EventRequestSchema,
  data: v.object({
    event: CampaignEventSchema,
    ...SpinCountsSchema,
    /** The wheel's slices in order; the page lands on the slice whose prize_id the server names. */
    prizes: v.array(PrizeSchema),
    last_result: v.nullable(PrizeRecordSchema),
    my_prizes: v.array(PrizeRecordSchema),
    /** Rewarded ads still allowed today. */
    ad_spins_left: v.number(),
    ...withClock,
  }),
});

/** A fresh key per spin attempt, kept across retries: the same key answers the same result (./idempotency.ts). */
export const spinWheel = defineEndpoint({
  path: CampaignPaths.spin,
  token: 'required',
  request: v.object({ event_id: id(), idempotency_key: IdempotencyKeySchema }),
  data: v.object({ result: PrizeRecordSchema, ...SpinCountsSchema, ...withClock }),
});

export const startRewardAd = defineEndpoint({
  path: CampaignPaths.startAd,
  token: 'required',
  request: EventRequestSchema,
  /** The ad session the ad network's callback names (as its custom data). */
  data: v.object({ ad_session_id: v.string() }),
});

export const getAdResult = defineEndpoint({
  path: CampaignPaths.adResult,
  token: 'required',
  request: v.object({ event_id: id(), ad_session_id: id() }),
  data: v.object({ spins_added: v.number(), ...SpinCountsSchema, ad_spins_left: v.number() }),
});

export const AdRewardCallbackSchema = v.object({ ad_session_id: id(), rewarded: v.boolean() });

/** Contact form (SPEC §3): recipient name, phone, email, optional discord username, mailing address. */
export const ContactLimits = { name: 50, phone: 20, email: 100, discord: 40, address: 300 } as const;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DISCORD_PATTERN = /^[a-z0-9_.]{2,32}$/;
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(max, 'too long'));
export const ContactSchema = v.object({
  recipient_name: text(ContactLimits.name),
  phone: v.pipe(text(ContactLimits.phone), v.regex(PHONE_PATTERN, 'phone')),
  email: v.pipe(text(ContactLimits.email), v.regex(EMAIL_PATTERN, 'email')),
  discord: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(ContactLimits.discord, 'too long'),
    v.check((s) => s === '' || DISCORD_PATTERN.test(s), 'discord'),
  ),
  mailing_address: v.pipe(text(ContactLimits.address), v.minLength(10, 'address')),
});
export type Contact = v.InferOutput<typeof ContactSchema>;
export type ContactField = keyof Contact;

export const getPrizeRecord = defineEndpoint({
  path: CampaignPaths.getPrizeRecord,
  token: 'required',
  request: v.object({ record_id: id() }),
  data: v.object({ record: PrizeRecordSchema, contact: v.nullable(ContactSchema), ...withClock }),
});

export const submitPrizeContact = defineEndpoint({
  path: CampaignPaths.submitContact,
  token: 'required',
  request: v.object({ record_id: id(), idempotency_key: IdempotencyKeySchema, contact: ContactSchema }),
  data: v.object({ record: PrizeRecordSchema, contact: ContactSchema, ...withClock }),
});

export const getEasterEgg = defineEndpoint({
  path: CampaignPaths.getEasterEgg,
  token: 'required',
  request: EventRequestSchema,
  data: v.object({
    event: CampaignEventSchema,
    /** Where the egg hides on the page (one of the page's spots, chosen per user by the server). */
    egg_spot: v.number(),
    claimed: v.boolean(),
    reward_gems: v.number(),
    ...withClock,
  }),
});

export const claimEasterEgg = defineEndpoint({
  path: CampaignPaths.claimEasterEgg,
  token: 'required',
  request: v.object({
    event_id: id(),
    egg_spot: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
    ...optionalIdempotencyKey,
  }),
  data: v.object({ reward_gems: v.number(), gems_expire_at_ms: timestampMs(), ...withClock }),
});

export const SummerTaskSchema = v.object({
  task_id: v.string(),
  name: v.string(),
  progress: v.number(),
  target: v.number(),
  reward_gems: v.number(),
  status: v.picklist(['in_progress', 'claimable', 'claimed']),
});
export type SummerTask = v.InferOutput<typeof SummerTaskSchema>;

export const getSummerOverview = defineEndpoint({
  path: CampaignPaths.getSummer,
  token: 'required',
  request: EmptyRequestSchema,
  data: v.object({
    event: CampaignEventSchema,
    tasks: v.array(SummerTaskSchema),
    points: v.number(),
    collected: v.object({ fm: v.number(), fm_total: v.number(), npc: v.number(), npc_total: v.number() }),
    ...withClock,
  }),
});

export const claimSummerTask = defineEndpoint({
  path: CampaignPaths.claimSummerTask,
  token: 'required',
  request: v.object({ task_id: id(), ...optionalIdempotencyKey }),
  data: v.object({ task: SummerTaskSchema, gems_expire_at_ms: timestampMs() }),
});

export const getSummerHistory = defineEndpoint({
  path: CampaignPaths.getSummerHistory,
  token: 'required',
  request: EmptyRequestSchema,
  data: v.object({
    records: v.array(
      v.object({
        record_id: v.string(),
        name: v.string(),
        gems: v.number(),
        at_ms: timestampMs(),
        expires_at_ms: timestampMs(),
      }),
    ),
  }),
});

export const CollectionKindSchema = v.picklist(['fm', 'npc']);
export const getSummerCollection = defineEndpoint({
  path: CampaignPaths.getSummerCollection,
  token: 'required',
  /** `locale`: the language of the titles (English when left out). */
  request: v.object({ kind: CollectionKindSchema, locale: v.optional(LocaleSchema) }),
  data: v.object({
    items: v.array(
      v.object({
        item_id: v.string(),
        name: v.string(),
        npc_id: v.string(),
        fm_id: v.nullable(v.string()),
        image_url: v.string(),
        collected: v.boolean(),
      }),
    ),
  }),
});

export const SummerRankEntrySchema = v.object({
  rank: v.number(),
  user_id: v.string(),
  nickname: v.string(),
  avatar_url: v.string(),
  score: v.number(),
});
export type SummerRankEntry = v.InferOutput<typeof SummerRankEntrySchema>;
export const getSummerRank = defineEndpoint({
  path: CampaignPaths.getSummerRank,
  token: 'required',
  request: v.object({ offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(80)) }),
  data: v.object({
    entries: v.array(SummerRankEntrySchema),
    has_more: v.boolean(),
    me: v.nullable(SummerRankEntrySchema),
    resets_at_ms: timestampMs(),
    ...withClock,
  }),
});

export const campaignEndpoints = {
  getCampaignEvent,
  getSpinStatus,
  spinWheel,
  startRewardAd,
  getAdResult,
  getPrizeRecord,
  submitPrizeContact,
  getEasterEgg,
  claimEasterEgg,
  getSummerOverview,
  claimSummerTask,
  getSummerHistory,
  getSummerCollection,
  getSummerRank,
} as const;
