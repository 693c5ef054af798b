import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, id, timestampMs } from './endpoint';

/**
 * Records and documents backed by the server (README "Documents and records"):
 * - the originality statement of a character (its name, creator and creation date; NotFound for an
 *   unknown id);
 * - the card-draw record: draws of the last 30 days (SPEC §9), newest first, in pages;
 * - the gems record: balance, grants with their expiry 180 days after grant (SPEC §3), what expires in
 *   the next 7 days, and spending of the last 30 days;
 * - a card draw, which spends gems: GemsInsufficient when the balance is short; a repeated request id
 *   answers the same draw (one spend however often it is sent).
 */
export const RecordPaths = {
  getOriginality: `${API_PREFIX}/npc/get_originality`,
  getCardDraws: `${API_PREFIX}/record/get_card_draws`,
  getGemRecord: `${API_PREFIX}/record/get_gem_record`,
  drawCard: `${API_PREFIX}/record/draw_card`,
} as const;

export const GetOriginalityRequestSchema = v.object({ npc_id: id() });
export const OriginalityDataSchema = v.object({
  npc: v.object({
    npc_id: v.string(),
    name: v.string(),
    avatar_url: v.string(),
    creator_id: v.string(),
    creator_nickname: v.string(),
    created_at_ms: timestampMs(),
  }),
});
export type OriginalityData = v.InferOutput<typeof OriginalityDataSchema>;

export const getOriginality = defineEndpoint({
  path: RecordPaths.getOriginality,
  token: 'required',
  request: GetOriginalityRequestSchema,
  data: OriginalityDataSchema,
});

/** Largest page of the card-draw record. */
export const CARD_DRAW_PAGE_MAX = 50;

export const GetCardDrawsRequestSchema = v.object({
  /** From the previous page's next_page_token; absent for the first page. */
  page_token: v.optional(v.pipe(v.string(), v.maxLength(128))),
  page_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CARD_DRAW_PAGE_MAX))),
});
export const CardDrawSchema = v.object({
  draw_id: v.string(),
  npc_id: v.string(),
  npc_name: v.string(),
  card_name: v.string(),
  rarity: v.picklist(['common', 'rare', 'epic']),
  gems: v.number(),
  drawn_at_ms: timestampMs(),
});
export type CardDraw = v.InferOutput<typeof CardDrawSchema>;
export const CardDrawsDataSchema = v.object({
  draws: v.array(CardDrawSchema),
  /** null on the last page. */
  next_page_token: v.nullable(v.string()),
  retention_days: v.number(),
  server_time_ms: timestampMs(),
});
export type CardDrawsData = v.InferOutput<typeof CardDrawsDataSchema>;

export const getCardDraws = defineEndpoint({
  path: RecordPaths.getCardDraws,
  token: 'required',
  request: GetCardDrawsRequestSchema,
  data: CardDrawsDataSchema,
});

/**
 * Where granted gems come from. The gems record labels each; `source` stays a plain string on the wire,
 * so a source added on the server before the page knows it shows as "Other" instead of failing.
 */
export const GEM_SOURCES = [
  'membership_daily',
  'membership_monthly',
  'invitation',
  'purchase',
  'gift',
  'event',
  'spin',
  'easter_egg',
  'summer',
] as const;
export type GemSource = (typeof GEM_SOURCES)[number];

export const GemRecordGrantSchema = v.object({
  grant_id: v.string(),
  amount: v.number(),
  /** What is left of it after spending (gems granted first expire first and are spent first). */
  remaining: v.number(),
  /** One of GEM_SOURCES (a newer server may add more). */
  source: v.string(),
  granted_at_ms: timestampMs(),
  expires_at_ms: timestampMs(),
  expired: v.boolean(),
});
export type GemRecordGrant = v.InferOutput<typeof GemRecordGrantSchema>;
export const GemSpendSchema = v.object({
  spend_id: v.string(),
  amount: v.number(),
  reason: v.picklist(['card_draw']),
  /** What was bought (the card's name for a draw). */
  detail: v.string(),
  spent_at_ms: timestampMs(),
});
export const GemRecordDataSchema = v.object({
  balance: v.number(),
  /** Gems that expire within `expiring_window_days`, and the first of those expiries. */
  expiring_soon: v.object({ gems: v.number(), first_expires_at_ms: v.nullable(timestampMs()) }),
  expiring_window_days: v.number(),
  expiry_days: v.number(),
  retention_days: v.number(),
  /** Grants with gems left first by expiry, then the used-up and expired ones of the last 30 days. */
  grants: v.array(GemRecordGrantSchema),
  /** Newest first, the last 30 days. */
  spends: v.array(GemSpendSchema),
  server_time_ms: timestampMs(),
});
export type GemRecordData = v.InferOutput<typeof GemRecordDataSchema>;

export const getGemRecord = defineEndpoint({
  path: RecordPaths.getGemRecord,
  token: 'required',
  request: EmptyRequestSchema,
  data: GemRecordDataSchema,
});

export const DrawCardRequestSchema = v.object({ npc_id: id(), request_id: id(64) });
export const DrawCardDataSchema = v.object({ draw: CardDrawSchema, balance: v.number() });
export const drawCard = defineEndpoint({
  path: RecordPaths.drawCard,
  token: 'required',
  request: DrawCardRequestSchema,
  data: DrawCardDataSchema,
});
