import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, id, timestampMs } from './endpoint';

/**
 * Rankings, supporters, star ranks and achievements. Ranks are the server's: entries with equal scores
 * share a rank (1, 2, 2, 4). Every answer carries `server_time_ms` so the page can follow the server
 * clock; a board names its absolute reset time (`resets_at_ms`, null for the all-time champion board).
 * An unknown character or user answers RankTargetNotFound.
 */
export const RankPaths = {
  getBoard: `${API_PREFIX}/rank/get_board`,
  getBoardPage: `${API_PREFIX}/rank/get_board_page`,
  getSupporters: `${API_PREFIX}/rank/get_supporters`,
  getStarRank: `${API_PREFIX}/rank/get_star_rank`,
  getAchievements: `${API_PREFIX}/achievement/get_list`,
} as const;

export const RANK_BOARDS = ['popular', 'gem_elite'] as const;
export const RANK_PERIODS = ['daily', 'weekly', 'monthly', 'champion'] as const;
export const RankBoardSchema = v.picklist(RANK_BOARDS);
export const RankPeriodSchema = v.picklist(RANK_PERIODS);
export type RankBoard = v.InferOutput<typeof RankBoardSchema>;
export type RankPeriod = v.InferOutput<typeof RankPeriodSchema>;

/** The full list of a board stops at this rank position (the top 100). */
export const RANK_LIST_LIMIT = 100;
/** Largest page of a board. */
export const RANK_PAGE_MAX = 20;

export const RankPersonSchema = v.object({ user_id: v.string(), nickname: v.string(), avatar_url: v.string() });

export const RankEntrySchema = v.object({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  npc: v.object({ npc_id: v.string(), name: v.string(), avatar_url: v.string() }),
  creator: RankPersonSchema,
  /** Popular: heat points; gem-elite: gems received in the period. */
  score: v.number(),
});
export type RankEntry = v.InferOutput<typeof RankEntrySchema>;

const clockFields = {
  /** Start of the current period (the champion board: the first recorded day). */
  period_started_at_ms: timestampMs(),
  /** When the period ends and the board starts again; null for the champion board (all time). */
  resets_at_ms: v.nullable(timestampMs()),
  server_time_ms: timestampMs(),
};

const limit = (max: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max)));

export const getRankBoard = defineEndpoint({
  path: RankPaths.getBoard,
  token: 'optional',
  request: v.object({ board: RankBoardSchema, period: RankPeriodSchema, limit: limit(RANK_PAGE_MAX) }),
  data: v.object({
    board: RankBoardSchema,
    period: RankPeriodSchema,
    /** The top entries (default 10). */
    entries: v.array(RankEntrySchema),
    /** Characters on the board (all of them, not only the top 100). */
    total: v.number(),
    /**
     * The caller's best-placed own character on this board: null for visitors and anonymous callers,
     * and for real-name callers with no character on it (`own_state` tells which).
     */
    own_entry: v.nullable(RankEntrySchema),
    own_state: v.picklist(['visitor', 'unranked', 'ranked']),
    ...clockFields,
  }),
});

/** The full list (rank list detail): needs a real-name login; offset + limit stays within the top 100. */
export const getRankBoardPage = defineEndpoint({
  path: RankPaths.getBoardPage,
  token: 'required',
  request: v.object({
    board: RankBoardSchema,
    period: RankPeriodSchema,
    offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RANK_LIST_LIMIT - 1)),
    limit: limit(RANK_PAGE_MAX),
  }),
  data: v.object({
    board: RankBoardSchema,
    period: RankPeriodSchema,
    offset: v.number(),
    entries: v.array(RankEntrySchema),
    /** Entries of the list: at most 100. */
    total: v.number(),
    has_more: v.boolean(),
    ...clockFields,
  }),
});

export const SupportTargetSchema = v.picklist(['npc', 'creator']);

export const SupporterSchema = v.object({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  user: RankPersonSchema,
  /** Gems this supporter gave the character (or all of the creator's characters). */
  gems: v.number(),
});
export type Supporter = v.InferOutput<typeof SupporterSchema>;

/**
 * Who contributed gems to a character or a creator in one of the boards' periods (all time without
 * one), most generous first (top 50). A character's total for a period is its gem-elite score then.
 */
export const getSupporters = defineEndpoint({
  path: RankPaths.getSupporters,
  token: 'optional',
  request: v.object({ target: SupportTargetSchema, target_id: id(), period: v.optional(RankPeriodSchema) }),
  data: v.object({
    target: v.object({ kind: SupportTargetSchema, id: v.string(), name: v.string(), avatar_url: v.string() }),
    /** The period counted (champion: all time). */
    period: RankPeriodSchema,
    supporters: v.array(SupporterSchema),
    total_gems: v.number(),
    supporter_count: v.number(),
    server_time_ms: timestampMs(),
  }),
});

export const STAR_TASK_KINDS = [
  'chat_messages',
  'voice_call_minutes',
  'gems_received',
  'new_followers',
  'shares',
] as const;
export const StarTaskSchema = v.object({
  task_id: v.string(),
  kind: v.picklist(STAR_TASK_KINDS),
  target: v.number(),
  progress: v.number(),
  /** Stars the task gives when done. */
  stars: v.number(),
  done: v.boolean(),
});
export type StarTask = v.InferOutput<typeof StarTaskSchema>;

export const getStarRank = defineEndpoint({
  path: RankPaths.getStarRank,
  token: 'optional',
  request: v.object({ npc_id: id() }),
  data: v.object({
    npc: v.object({ npc_id: v.string(), name: v.string(), avatar_url: v.string(), creator: RankPersonSchema }),
    /** 1–5. */
    level: v.number(),
    stars: v.number(),
    /** Stars the next level needs; null at the top level. */
    next_level_stars: v.nullable(v.number()),
    /** Position among all characters by stars (ties share it). */
    star_rank: v.number(),
    levels: v.array(v.object({ level: v.number(), stars_needed: v.number() })),
    tasks: v.array(StarTaskSchema),
    server_time_ms: timestampMs(),
  }),
});

export const AchievementScopeSchema = v.picklist(['npc', 'user']);
export const ACHIEVEMENT_KINDS = [
  'chats_1k',
  'popular_top10',
  'gem_elite_champion',
  'voice_star',
  'festival_2026',
  'first_character',
  'chat_streak_7',
  'generous_supporter',
  'summer_event',
  'early_bird',
] as const;
export const AchievementSchema = v.object({
  achievement_id: v.string(),
  kind: v.picklist(ACHIEVEMENT_KINDS),
  unlocked: v.boolean(),
  unlocked_at_ms: v.nullable(timestampMs()),
  /** permanent: kept for ever once unlocked; limited: valid between the two dates only. */
  validity: v.picklist(['permanent', 'limited']),
  valid_from_ms: v.nullable(timestampMs()),
  valid_until_ms: v.nullable(timestampMs()),
  /** Where the achievement counts towards a goal. */
  progress: v.nullable(v.object({ current: v.number(), target: v.number() })),
});
export type Achievement = v.InferOutput<typeof AchievementSchema>;

export const getAchievements = defineEndpoint({
  path: RankPaths.getAchievements,
  token: 'optional',
  request: v.object({ scope: AchievementScopeSchema, owner_id: id() }),
  data: v.object({
    owner: v.object({ id: v.string(), name: v.string(), avatar_url: v.string() }),
    achievements: v.array(AchievementSchema),
    server_time_ms: timestampMs(),
  }),
});
