/**
 * The rankings reads, one function per page (kernel/data): a route loader and its page build the same
 * call, so the page finds what the loader already asked for. Each answer's server time feeds the app's
 * server clock through the client.
 */
import { getAchievements, getRankBoard, getRankBoardPage, getStarRank, getSupporters } from '@/api/contract/rank';
import type { AnswerOf, RequestOf } from '@/api/contract/endpoint';
import { endpointCall, type RemoteCall } from '@/kernel/data';
import { rankConfig } from './rank-config';
import { parseStarRankSearch, parseSupportersSearch, type BoardSearch, type RawQuery } from './rank-search';

/** Who asks: a board answers with the caller's own entry, so another caller is another read. */
export interface RankCaller {
  readonly userId: string | null;
  readonly isAnonymous: boolean;
}

/** The same read under a key that also names the caller. */
const forCaller = <T>(call: RemoteCall<T>, caller: string): RemoteCall<T> => ({ key: `${call.key}@${caller}`, load: call.load });

/** /rank: the top of one board with the caller's own entry. */
export const boardCall = ({ board, period }: BoardSearch, caller: RankCaller): RemoteCall<AnswerOf<typeof getRankBoard>> =>
  forCaller(endpointCall(getRankBoard, { board, period, limit: rankConfig.previewSize }), `${caller.userId ?? ''}:${String(caller.isAnonymous)}`);

/** /rank/detail: one page of a board's full list (its first page, or the next one of "Load more"). */
export const boardPageCall = ({ board, period }: BoardSearch, userId: string, offset = 0): RemoteCall<AnswerOf<typeof getRankBoardPage>> =>
  forCaller(endpointCall(getRankBoardPage, { board, period, offset, limit: rankConfig.pageSize }), userId);

/** Whose supporters: a character or a creator. */
export type SupportersBody = RequestOf<typeof getSupporters>;

/** /rank/supporters: the body its query names (npc_id wins), or null when it names no one. */
export function supportersBody(query: RawQuery): SupportersBody | null {
  const search = parseSupportersSearch(query);
  if (search.npc_id) return { target: 'npc', target_id: search.npc_id };
  return search.creator_id ? { target: 'creator', target_id: search.creator_id } : null;
}

/** /rank/supporters: who gave gems to a character or a creator. The same for every caller. */
export const supportersCall = (body: SupportersBody): RemoteCall<AnswerOf<typeof getSupporters>> => endpointCall(getSupporters, body);

/** The supporters read of a route's query, or null (the page shows the missing target). */
export function supportersRouteCall(query: RawQuery): RemoteCall<unknown> | null {
  const body = supportersBody(query);
  return body ? supportersCall(body) : null;
}

/** /star_rank: a character's stars, level, place and tasks. The same for every caller. */
export const starRankCall = (npcId: string): RemoteCall<AnswerOf<typeof getStarRank>> => endpointCall(getStarRank, { npc_id: npcId });

/** The star rank read of a route's query, or null (the page shows the missing character). */
export function starRankRouteCall(query: RawQuery): RemoteCall<unknown> | null {
  const { npc_id } = parseStarRankSearch(query);
  return npc_id ? starRankCall(npc_id) : null;
}

/** /achievement/npc and /achievement/user: the achievements of one owner. */
export const achievementsCall = (scope: 'npc' | 'user', ownerId: string): RemoteCall<AnswerOf<typeof getAchievements>> => endpointCall(getAchievements, { scope, owner_id: ownerId });
