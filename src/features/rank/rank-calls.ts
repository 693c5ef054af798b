/**
 * The rankings reads, one function per page (kernel/data): a route loader and its page build the same
 * call, so the page finds what the loader already asked for. Each answer's server time feeds the app's
 * server clock through the client.
 */
import { getAchievements, getRankBoard, getRankBoardPage, getStarRank, getSupporters } from '@/api/contract/rank';
import type { AnswerOf, RequestOf } from '@/api/contract/endpoint';
import { endpointCall, loadRouteData, type RemoteCall, type RouteDataContext } from '@/kernel/data';
import { rankConfig } from './rank-config';
import { idParam } from '@/platform/route-params';
import {
  parseBoardSearch,
  parseStarRankSearch,
  parseSupportersSearch,
  type BoardSearch,
  type RawQuery,
} from './rank-search';

/** The same read under a key that also names the caller. */
const forCaller = <T>(call: RemoteCall<T>, caller: string): RemoteCall<T> => ({
  key: `${call.key}@${caller}`,
  load: call.load,
});

/**
 * /rank: the top of one board as everyone sees it. Its own entry is the caller's, and the server names
 * none for a caller without a real name (own_state 'visitor'): this read is the page's for the server's
 * render and for a visitor without a real name, and the page never takes an own entry from it.
 */
export const publicBoardCall = ({ board, period }: BoardSearch): RemoteCall<AnswerOf<typeof getRankBoard>> =>
  endpointCall(getRankBoard, { board, period, limit: rankConfig.previewSize });

/** The public board read of a route's query (the route loader's, the same key as the page's). */
export const boardRouteCall = (query: RawQuery): RemoteCall<unknown> => publicBoardCall(parseBoardSearch(query));

/** /rank for a real-name user: the same board with their own entry, under a key that names them. */
export const ownBoardCall = (search: BoardSearch, userId: string): RemoteCall<AnswerOf<typeof getRankBoard>> =>
  forCaller(publicBoardCall(search), `${userId}:false`);

/** /rank/detail: one page of a board's full list (its first page, or the next one of "Load more"). */
export const boardPageCall = (
  { board, period }: BoardSearch,
  userId: string,
  offset = 0,
): RemoteCall<AnswerOf<typeof getRankBoardPage>> =>
  forCaller(endpointCall(getRankBoardPage, { board, period, offset, limit: rankConfig.pageSize }), userId);

/**
 * /rank/detail's route loader: the first page of the list, keyed by its reader, for a real-name visitor
 * the server renders with (the user check tells who, context.visitor). Anyone else reads nothing here:
 * an anonymous visitor sees the login prompt, and the browser reads the list once its login is ready.
 */
export const detailRouteRead = async (context: RouteDataContext, query: RawQuery): Promise<void> => {
  const visitor = context.session ? await context.visitor : null;
  if (visitor && !visitor.isAnonymous)
    await loadRouteData(context, boardPageCall(parseBoardSearch(query), visitor.userId));
};

/** Whose supporters (a character or a creator), in which of the boards' periods. */
export type SupportersBody = RequestOf<typeof getSupporters>;

/** /rank/supporters: the body its query names (npc_id wins), or null when it names no one. */
export function supportersBody(query: RawQuery): SupportersBody | null {
  const search = parseSupportersSearch(query);
  if (search.npc_id) return { target: 'npc', target_id: search.npc_id, period: search.period };
  return search.creator_id ? { target: 'creator', target_id: search.creator_id, period: search.period } : null;
}

/** /rank/supporters: who gave gems to a character or a creator. The same for every caller. */
export const supportersCall = (body: SupportersBody): RemoteCall<AnswerOf<typeof getSupporters>> =>
  endpointCall(getSupporters, body);

/** The supporters read of a route's query, or null (the page shows the missing target). */
export function supportersRouteCall(query: RawQuery): RemoteCall<unknown> | null {
  const body = supportersBody(query);
  return body ? supportersCall(body) : null;
}

/** /star_rank: a character's stars, level, place and tasks. The same for every caller. */
export const starRankCall = (npcId: string): RemoteCall<AnswerOf<typeof getStarRank>> =>
  endpointCall(getStarRank, { npc_id: npcId });

/** The star rank read of a route's query, or null (the page shows the missing character). */
export function starRankRouteCall(query: RawQuery): RemoteCall<unknown> | null {
  const { npc_id } = parseStarRankSearch(query);
  return npc_id ? starRankCall(npc_id) : null;
}

/** /achievement/npc and /achievement/user: the achievements of one owner. */
export const achievementsCall = (
  scope: 'npc' | 'user',
  ownerId: string,
): RemoteCall<AnswerOf<typeof getAchievements>> => endpointCall(getAchievements, { scope, owner_id: ownerId });

/**
 * The achievements read of a route's query: ?npc_id= or ?user_id=, the same for every caller. Null when
 * the query names no one (a character's page shows the missing character; /achievement/user alone is
 * the visitor's own, read once their login is ready).
 */
export function achievementsRouteCall(scope: 'npc' | 'user', query: RawQuery): RemoteCall<unknown> | null {
  const ownerId = achievementsOwnerOf(scope, query);
  return ownerId ? achievementsCall(scope, ownerId) : null;
}

/**
 * /achievement/user's route loader: the achievements its query names, the same for everyone; without a
 * user_id the visitor's own, when the server renders with their session (context.visitor tells who).
 */
export async function achievementsRouteRead(
  scope: 'npc' | 'user',
  context: RouteDataContext,
  query: RawQuery,
): Promise<void> {
  const named = achievementsRouteCall(scope, query);
  const visitor = !named && scope === 'user' && context.session ? await context.visitor : null;
  await loadRouteData(context, named ?? (visitor ? achievementsCall('user', visitor.userId) : null));
}

/** The owner a route's query names (?npc_id= for a character, ?user_id= for a user), if any. */
export const achievementsOwnerOf = (scope: 'npc' | 'user', query: RawQuery): string | undefined =>
  idParam(scope === 'npc' ? query.npc_id : query.user_id);
