/**
 * Query parameters of the rankings pages. The routes keep the query as plain strings (`keepQuery`) and
 * each page parses it here, so the parsers load with the pages and not in the boot chunk. Anything
 * unusable falls back to the default or becomes undefined; never a crash. Ids follow the URL id rule (idParam,
 * src/platform/route-params.ts).
 */
import { idParam } from '@/platform/route-params';

export const BOARDS = ['popular', 'gem_elite'] as const;
export const PERIODS = ['daily', 'weekly', 'monthly', 'champion'] as const;
export type Board = (typeof BOARDS)[number];
export type Period = (typeof PERIODS)[number];
export type StarSection = 'task' | 'level';
export type BoardSearch = { board: Board; period: Period };
type Search = Record<string, unknown>;
/** The query as the router hands it over (plain strings, README "Architecture"). */
export type RawQuery = Record<string, unknown>;

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T =>
  (allowed.includes(value as T) ? value : allowed[0]) as T;

/** /rank and /rank/detail: ?board=popular|gem_elite&period=daily|weekly|monthly|champion. */
export const parseBoardSearch = (s: Search): BoardSearch => ({
  board: oneOf(BOARDS, s.board),
  period: oneOf(PERIODS, s.period),
});

/**
 * /rank/supporters?npc_id= or ?creator_id= (npc_id wins)&period=: the board's periods; all time
 * (champion) when the link names none.
 */
export type SupportersSearch = { npc_id?: string | undefined; creator_id?: string | undefined; period: Period };
const SUPPORT_PERIODS: readonly Period[] = ['champion', 'daily', 'weekly', 'monthly'];
export const parseSupportersSearch = (s: Search): SupportersSearch => ({
  npc_id: idParam(s.npc_id),
  creator_id: idParam(s.creator_id),
  period: oneOf(SUPPORT_PERIODS, s.period),
});

/** /star_rank?npc_id=&section=task|level, as the app's star rank deep link (section defaults to task). */
export type StarRankSearch = { npc_id?: string | undefined; section: StarSection };
export const parseStarRankSearch = (s: Search): StarRankSearch => ({
  npc_id: idParam(s.npc_id),
  section: oneOf(['task', 'level'], s.section),
});
