import { nowInSeconds, signRequest, type QueryParams } from '@/api/contract/signing';
import { signedHeaders, type LaneHeader } from './signed-headers';

export { laneFor, type LaneHeader } from './signed-headers';

export interface HeaderContext {
  token: string | null;
  salt: string;
  nowMs: number;
  /** Present only in test environments. */
  lane: LaneHeader | null;
}

/**
 * The headers of every Weaver request, signed over the final query and the exact body text (see
 * signed-headers.ts). Shared by the HTTP client, the analytics keepalive sender and the error reporter.
 */
export function buildRequestHeaders(
  query: QueryParams,
  bodyText: string | undefined,
  ctx: HeaderContext,
): Record<string, string> {
  const timestamp = nowInSeconds(ctx.nowMs);
  return signedHeaders(timestamp, signRequest(query, bodyText, timestamp, ctx.salt), ctx);
}
