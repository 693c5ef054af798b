import { nowInSeconds, signRequest, SIGN_HEADER, TIMESTAMP_HEADER, TOKEN_HEADER, type QueryParams } from '@/api/contract/signing';
import { config } from '@/platform/config';
import type { Environment } from '@/platform/environment';

export interface LaneHeader {
  readonly name: string;
  readonly value: string;
}

export interface HeaderContext {
  token: string | null;
  salt: string;
  nowMs: number;
  /** Present only in test environments. */
  lane: LaneHeader | null;
}

/** SPEC §7: the Lane header goes out in test environments only. */
export const laneFor = (environment: Environment): LaneHeader | null => (environment === 'test' ? config.laneHeader : null);

/**
 * The headers of every Weaver request: JSON content type, x-timestamp (seconds), x-sign over the
 * final query and the exact body text, x-token when there is one, Lane in test environments.
 * Shared by the HTTP client, the analytics keepalive sender and the error reporter.
 */
export function buildRequestHeaders(query: QueryParams, bodyText: string | undefined, ctx: HeaderContext): Record<string, string> {
  const timestamp = nowInSeconds(ctx.nowMs);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGN_HEADER]: signRequest(query, bodyText, timestamp, ctx.salt),
  };
  if (ctx.token) headers[TOKEN_HEADER] = ctx.token;
  if (ctx.lane) headers[ctx.lane.name] = ctx.lane.value;
  return headers;
}
