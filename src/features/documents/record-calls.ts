import { getCardDraws, getGemRecord, getOriginality, type CardDrawsData, type GemRecordData, type OriginalityData } from '@/api/contract/records';
import { StatusCode } from '@/api/contract/codes';
import { callEndpoint } from '@/services/api/call-endpoint';
import { isApiError } from '@/services/api/api-error';
import type { ApiClient } from '@/services/api/client';

/** The documents area's server calls (src/api/contract/records.ts). */
export const recordCalls = {
  originality: (client: ApiClient, npcId: string): Promise<OriginalityData> => callEndpoint(client, getOriginality, { npc_id: npcId }),
  cardDraws: (client: ApiClient, pageToken: string | null, pageSize: number): Promise<CardDrawsData> =>
    callEndpoint(client, getCardDraws, { page_size: pageSize, ...(pageToken ? { page_token: pageToken } : {}) }),
  gemRecord: (client: ApiClient): Promise<GemRecordData> => callEndpoint(client, getGemRecord, {}),
};

/** What a failed call means to the reader: gone for good (not found) or worth a retry. */
export function failureKind(error: unknown): 'not_found' | 'network' | 'unknown' {
  if (isApiError(error) && error.kind === 'business' && error.base_resp.status_code === StatusCode.NotFound) return 'not_found';
  if (isApiError(error) && error.kind !== 'network' && error.kind !== 'timeout') return 'unknown';
  return 'network';
}
