/**
 * Query parameters of the rankings pages, parsed by hand (route options land in the boot chunk).
 * Anything unusable falls back to the default or is dropped; never a crash.
 */
export type Board = 'popular' | 'gem_elite';
export type Period = 'daily' | 'weekly' | 'monthly' | 'champion';
export const BOARDS: readonly Board[] = ['popular', 'gem_elite'];
export const PERIODS: readonly Period[] = ['daily', 'weekly', 'monthly', 'champion'];

export interface BoardSearch {
  board: Board;
  period: Period;
}

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseBoardSearch(search: Record<string, unknown>): BoardSearch {
  return { board: pick(BOARDS, search.board, 'popular'), period: pick(PERIODS, search.period, 'daily') };
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idOf = (value: unknown): string | undefined => (typeof value === 'string' && ID.test(value) ? value : undefined);

/** /rank/supporters?npc_id= or ?creator_id= (a character's or a creator's supporters). */
export interface SupportersSearch {
  npc_id?: string;
  creator_id?: string;
}
export function parseSupportersSearch(search: Record<string, unknown>): SupportersSearch {
  const npc = idOf(search.npc_id);
  const creator = idOf(search.creator_id);
  return npc ? { npc_id: npc } : creator ? { creator_id: creator } : {};
}

/** /star_rank?npc_id=&section= (the app's star rank deep link: section defaults to task). */
export type StarSection = 'task' | 'level';
export interface StarRankSearch {
  npc_id?: string;
  section: StarSection;
}
export function parseStarRankSearch(search: Record<string, unknown>): StarRankSearch {
  const npc = idOf(search.npc_id);
  return { ...(npc ? { npc_id: npc } : {}), section: pick(['task', 'level'], search.section, 'task') };
}

/** /achievement/npc?npc_id= and /achievement/user?user_id= (default: the visitor's own). */
export interface OwnerSearch {
  id?: string;
}
export const parseNpcOwnerSearch = (search: Record<string, unknown>): { npc_id?: string } => {
  const id = idOf(search.npc_id);
  return id ? { npc_id: id } : {};
};
export const parseUserOwnerSearch = (search: Record<string, unknown>): { user_id?: string } => {
  const id = idOf(search.user_id);
  return id ? { user_id: id } : {};
};
