/** The rankings calls; each answer's server time feeds the app's server clock through the client. */
import { getAchievements, getRankBoard, getRankBoardPage, getStarRank, getSupporters } from '@/api/contract/rank';
import type { RequestOf } from '@/api/contract/endpoint';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { ApiClient } from '@/services/api/client';

export const rankCalls = (client: ApiClient) => ({
  board: (body: RequestOf<typeof getRankBoard>) => callEndpoint(client, getRankBoard, body),
  page: (body: RequestOf<typeof getRankBoardPage>) => callEndpoint(client, getRankBoardPage, body),
  supporters: (body: RequestOf<typeof getSupporters>) => callEndpoint(client, getSupporters, body),
  starRank: (body: RequestOf<typeof getStarRank>) => callEndpoint(client, getStarRank, body),
  achievements: (body: RequestOf<typeof getAchievements>) => callEndpoint(client, getAchievements, body),
});
