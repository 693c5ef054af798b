import { SIGN_HEADER, TIMESTAMP_HEADER, TOKEN_HEADER } from '@/api/contract/signing-rule';
import { requestSettings } from '@/platform/config';
import type { Environment } from '@/platform/environment';

export interface LaneHeader {
  readonly name: string;
  readonly value: string;
}

/** SPEC §7: the Lane header goes out in test environments only. */
export const laneFor = (environment: Environment): LaneHeader | null =>
  environment === 'test' ? requestSettings.laneHeader : null;

/**
 * The headers of every Weaver request around a signature already made: JSON content type,
 * x-timestamp (seconds), x-sign, x-token when there is one, Lane in test environments. Free of any
 * hash code, so the early request in index.html can use it with the browser's SHA-1.
 */
export function signedHeaders(
  timestamp: number,
  signature: string,
  ctx: { token: string | null; lane: LaneHeader | null },
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGN_HEADER]: signature,
  };
  if (ctx.token) headers[TOKEN_HEADER] = ctx.token;
  if (ctx.lane) headers[ctx.lane.name] = ctx.lane.value;
  return headers;
}
