import {
  getCardDraws,
  getGemRecord,
  getOriginality,
  type CardDrawsData,
  type GemRecordData,
  type OriginalityData,
} from '@/api/contract/records';
import { StatusCode } from '@/api/contract/codes';
import { callEndpoint } from '@/services/api/call-endpoint';
import { isApiError } from '@/services/api/api-error';
import type { ApiClient } from '@/services/api/client';
import type { RemoteCall } from '@/kernel/data';

/** The documents area's server calls (src/api/contract/records.ts). */
export const recordCalls = {
  originality: (client: ApiClient, npcId: string): Promise<OriginalityData> =>
    callEndpoint(client, getOriginality, { npc_id: npcId }),
  cardDraws: (client: ApiClient, pageToken: string | null, pageSize: number): Promise<CardDrawsData> =>
    callEndpoint(client, getCardDraws, { page_size: pageSize, ...(pageToken ? { page_token: pageToken } : {}) }),
  gemRecord: (client: ApiClient): Promise<GemRecordData> => callEndpoint(client, getGemRecord, {}),
};

/**
 * The pages' first reads through the app's data layer (kernel/data), given up by the API client's one timeout (SPEC
 * §9).
 */
export const recordReads = {
  originality: (npcId: string): RemoteCall<OriginalityData> => ({
    key: `originality:${npcId}`,
    load: (client) => recordCalls.originality(client, npcId),
  }),
  cardDraws: (pageSize: number): RemoteCall<CardDrawsData> => ({
    key: `card-draws:${pageSize}`,
    load: (client) => recordCalls.cardDraws(client, null, pageSize),
  }),
  gemRecord: (): RemoteCall<GemRecordData> => ({ key: 'gem-record', load: (client) => recordCalls.gemRecord(client) }),
};

/** What a failed call means to the reader: gone for good (not found) or worth a retry. */
export function failureKind(error: unknown): 'not_found' | 'network' | 'unknown' {
  if (isApiError(error) && error.kind === 'business' && error.base_resp.status_code === StatusCode.NotFound)
    return 'not_found';
  if (isApiError(error) && error.kind !== 'network' && error.kind !== 'timeout') return 'unknown';
  return 'network';
}
