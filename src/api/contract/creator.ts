import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, id, timestampMs } from './endpoint';
import { optionalIdempotencyKey } from './idempotency';

/**
 * Creator tools (SPEC §1, §3, §4, §5, §6): the weekly report, subscription settings, clones, themes,
 * series epilogues and topics. Creator-only calls answer NotCreator to other accounts. Saving
 * subscription settings: PriceUnmodifiable (a level's price is set once), SubscriptionBeyondLimit
 * (more levels than allowed or a price over the cap), IllegalWord (a blocked word in a text).
 * Creating a clone: CreateLimitExceeded, ContentViolation, ImageReferenceInvalid; uploads: ImageRefused,
 * UploadQuotaExceeded.
 */
export const CreatorPaths = {
  weeklyReport: `${API_PREFIX}/creator/get_weekly_report`,
  getSubscription: `${API_PREFIX}/creator/get_subscription`,
  saveSubscription: `${API_PREFIX}/creator/save_subscription`,
  subscriptionStatus: `${API_PREFIX}/creator/get_subscription_status`,
  cloneQuota: `${API_PREFIX}/creator/get_clone_quota`,
  createClone: `${API_PREFIX}/creator/create_clone`,
  uploadImage: `${API_PREFIX}/creator/upload_image`,
  getTheme: `${API_PREFIX}/creator/get_theme`,
  seriesEpilogue: `${API_PREFIX}/creator/get_series_epilogue`,
  getTopic: `${API_PREFIX}/creator/get_topic`,
} as const;

/** SPEC §3 weekly report counts, in the spec's order. */
export const WEEKLY_COUNT_KEYS = [
  'see_count',
  'chat_cid_ucnt',
  'total_msg_num',
  'comment_cnt',
  'total_new_followers',
  'earn_coin_amount',
  'npc_create_num',
  'create_card_nums',
  'pics_cnt',
  'enter_personal_page_cnt',
  'sub_ucnt',
] as const;
export type WeeklyCountKey = (typeof WEEKLY_COUNT_KEYS)[number];

const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));
export const WeeklyCountsSchema = v.object(
  Object.fromEntries(WEEKLY_COUNT_KEYS.map((k) => [k, count()])) as Record<WeeklyCountKey, ReturnType<typeof count>>,
);
export type WeeklyCounts = v.InferOutput<typeof WeeklyCountsSchema>;

export const CloneQuotaSchema = v.object({
  /** Clones created this UTC week (Monday 00:00). */
  used: count(),
  limit: count(),
  resets_at_ms: timestampMs(),
});

export const getWeeklyReport = defineEndpoint({
  path: CreatorPaths.weeklyReport,
  token: 'required',
  request: EmptyRequestSchema,
  data: v.object({
    week_start_ms: timestampMs(),
    this_week: WeeklyCountsSchema,
    last_week: WeeklyCountsSchema,
    /** Seven days of this week, Monday first. */
    daily: v.array(v.object({ day_ms: timestampMs(), counts: WeeklyCountsSchema })),
    create_quota: CloneQuotaSchema,
  }),
});

/** A price level: its price in gems, set once. */
export const PriceLevelSchema = v.object({
  level: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price_gems: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PriceLevel = v.InferOutput<typeof PriceLevelSchema>;
export const PlanItemSchema = v.object({ plan_id: v.string(), title: v.string(), due_ms: timestampMs() });
export const UnconfirmedItemSchema = v.object({
  item_id: v.string(),
  subscriber_nickname: v.string(),
  level: v.number(),
  requested_at_ms: timestampMs(),
});
export const GuardianSchema = v.object({ npc_id: v.string(), npc_name: v.string(), guardian_count: count() });

export const SubscriptionSettingsSchema = v.object({
  benefits: v.string(),
  levels: v.array(PriceLevelSchema),
  max_levels: count(),
  max_price_gems: count(),
  planning: v.array(PlanItemSchema),
  unconfirmed: v.array(UnconfirmedItemSchema),
  guardians: v.array(GuardianSchema),
  subscriber_count: count(),
});
export type SubscriptionSettings = v.InferOutput<typeof SubscriptionSettingsSchema>;

export const getSubscriptionSettings = defineEndpoint({
  path: CreatorPaths.getSubscription,
  token: 'required',
  request: EmptyRequestSchema,
  data: v.object({ settings: SubscriptionSettingsSchema }),
});

export const BENEFITS_MAX_LENGTH = 500;
export const saveSubscriptionSettings = defineEndpoint({
  path: CreatorPaths.saveSubscription,
  token: 'required',
  request: v.object({
    benefits: v.pipe(v.string(), v.maxLength(BENEFITS_MAX_LENGTH)),
    /** Every level the creator wants; existing levels must keep their price. */
    levels: v.pipe(v.array(PriceLevelSchema), v.maxLength(50)),
    ...optionalIdempotencyKey,
  }),
  data: v.object({ settings: SubscriptionSettingsSchema }),
});

export const getSubscriptionStatus = defineEndpoint({
  path: CreatorPaths.subscriptionStatus,
  token: 'optional',
  request: v.object({ creator_id: id() }),
  data: v.object({
    creator_nickname: v.string(),
    subscribed: v.boolean(),
    level: v.nullable(v.number()),
    levels: v.array(PriceLevelSchema),
    benefits: v.string(),
  }),
});

export const getCloneQuota = defineEndpoint({
  path: CreatorPaths.cloneQuota,
  token: 'required',
  request: EmptyRequestSchema,
  data: v.object({ quota: CloneQuotaSchema }),
});

/** SPEC §5 / §9: a character name counts up to 25 (a Chinese character counts 2). */
export const CLONE_NAME_LIMIT = 25;
export const CLONE_TEXT_MAX = 1000;
export const CLONE_MAX_IMAGES = 3;
export const CloneSchema = v.object({
  clone_id: v.string(),
  npc_id: v.string(),
  name: v.string(),
  persona: v.string(),
  greeting: v.string(),
  image_urls: v.array(v.string()),
  card_url: v.string(),
  created_at_ms: timestampMs(),
});
export type Clone = v.InferOutput<typeof CloneSchema>;

export const createClone = defineEndpoint({
  path: CreatorPaths.createClone,
  token: 'required',
  request: v.object({
    /** Made once per attempt and kept across retries: the same key is the same clone. */
    request_id: id(64),
    name: v.pipe(v.string(), v.maxLength(100)),
    persona: v.pipe(v.string(), v.maxLength(CLONE_TEXT_MAX)),
    greeting: v.pipe(v.string(), v.maxLength(CLONE_TEXT_MAX)),
    /**
     * Each picture is a reference to an upload of the same account: the URL (or upload_id) that
     * creator/upload_image answered, or the URL upload/image answered (the app's picker uploads
     * there). Anything else is ImageReferenceInvalid; the clone answers them as this server's URLs.
     */
    image_urls: v.pipe(v.array(v.pipe(v.string(), v.maxLength(512))), v.maxLength(CLONE_MAX_IMAGES)),
  }),
  data: v.object({ clone: CloneSchema, quota: CloneQuotaSchema }),
});

/** Uploads: at most 2 MB of JPEG, PNG, WebP or GIF (sniffed from the bytes). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const uploadCreatorImage = defineEndpoint({
  path: CreatorPaths.uploadImage,
  token: 'required',
  request: v.object({
    data_base64: v.pipe(v.string(), v.minLength(1), v.maxLength(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 8)),
    ...optionalIdempotencyKey,
  }),
  /** upload_id: what a clone's image_urls may name instead of the URL. */
  data: v.object({
    url: v.string(),
    upload_id: v.string(),
    width: v.nullable(v.number()),
    height: v.nullable(v.number()),
  }),
  maxBodyBytes: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 1024,
});

export const ThemeSchema = v.object({
  theme_id: v.string(),
  name: v.string(),
  background: v.string(),
  bubble_ai: v.string(),
  bubble_ai_text: v.string(),
  bubble_user: v.string(),
  bubble_user_text: v.string(),
  accent: v.string(),
  samples: v.array(v.object({ sender: v.picklist(['ai', 'user']), text: v.string() })),
  price_gems: count(),
});
export type Theme = v.InferOutput<typeof ThemeSchema>;
export const getTheme = defineEndpoint({
  path: CreatorPaths.getTheme,
  token: 'optional',
  request: v.object({ theme_id: id() }),
  data: v.object({ theme: ThemeSchema }),
});

export const SeriesCharacterSchema = v.object({
  npc_id: v.string(),
  name: v.string(),
  avatar_url: v.string(),
  role: v.string(),
});
export const getSeriesEpilogue = defineEndpoint({
  path: CreatorPaths.seriesEpilogue,
  token: 'optional',
  request: v.object({ series_id: id() }),
  data: v.object({
    series: v.object({
      series_id: v.string(),
      title: v.string(),
      finished: v.boolean(),
      epilogue: v.string(),
      cover_url: v.string(),
      memory_id: v.nullable(v.string()),
      characters: v.array(SeriesCharacterSchema),
    }),
  }),
});

export const TopicPostSchema = v.object({
  post_id: v.string(),
  title: v.string(),
  content: v.string(),
  author_nickname: v.string(),
  like_count: count(),
});
export const getTopic = defineEndpoint({
  path: CreatorPaths.getTopic,
  token: 'optional',
  request: v.object({ tag_id: id() }),
  data: v.object({
    topic: v.object({
      tag_id: v.string(),
      name: v.string(),
      description: v.string(),
      post_count: count(),
      posts: v.array(TopicPostSchema),
    }),
  }),
});
