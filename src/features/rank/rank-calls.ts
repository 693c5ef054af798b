/** The rankings calls, each with the server clock read from its answer. */
import type { DataOf, Endpoint, RequestOf } from '@/api/contract/endpoint';
import { getAchievements, getRankBoard, getRankBoardPage, getStarRank, getSupporters } from '@/api/contract/rank';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { ApiClient } from '@/services/api/client';
import { clockFrom, type ServerClock } from './server-clock';

export interface Timed<T> {
  readonly data: T;
  readonly clock: ServerClock;
}

async function timedCall<E extends Endpoint>(client: ApiClient, endpoint: E, body: RequestOf<E>): Promise<Timed<DataOf<E> & { server_time_ms: number }>> {
  const sentAt = Date.now();
  const answer = (await callEndpoint(client, endpoint, body)) as DataOf<E> & { server_time_ms: number };
  return { data: answer, clock: clockFrom(answer.server_time_ms, sentAt, Date.now()) };
}

export const rankCalls = (client: ApiClient) => ({
  board: (body: RequestOf<typeof getRankBoard>) => timedCall(client, getRankBoard, body),
  page: (body: RequestOf<typeof getRankBoardPage>) => timedCall(client, getRankBoardPage, body),
  supporters: (body: RequestOf<typeof getSupporters>) => timedCall(client, getSupporters, body),
  starRank: (body: RequestOf<typeof getStarRank>) => timedCall(client, getStarRank, body),
  achievements: (body: RequestOf<typeof getAchievements>) => timedCall(client, getAchievements, body),
});
