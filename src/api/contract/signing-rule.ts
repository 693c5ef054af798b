/**
 * The one request-signing rule, shared by the web client, the local API server and the tests.
 *
 *   canonical = sortedQuery + body + timestamp + salt      (plain concatenation, no separators)
 *   sortedQuery = the query pairs sorted by key (UTF-16 code unit order), each written `key=value`
 *                 with the raw, un-encoded value as a string (numbers and booleans via String();
 *                 null and undefined pairs are left out), joined with `&`
 *   body = the exact JSON text sent as the request body, or "" when there is none
 *   timestamp = whole seconds since the epoch, as sent in `x-timestamp`
 *   x-sign = lower-case hex SHA-1 of canonical (UTF-8)
 *
 * This module has the rule without a hash implementation (signing.ts adds crypto-js's SHA-1), so the
 * early request inlined into index.html can sign with the browser's own SHA-1 instead.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export const SIGN_HEADER = 'x-sign';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const TOKEN_HEADER = 'x-token';
/**
 * base_resp.status_code of a request whose x-timestamp is too far from the server's clock. That answer
 * also carries `server_time_ms`, the server's time, so a client whose clock is wrong can sign again.
 */
export const STALE_TIMESTAMP_CODE = 40002;
export const SERVER_TIME_FIELD = 'server_time_ms';

export function canonicalQuery(query: QueryParams): string {
  return Object.keys(query)
    .filter((key) => query[key] !== undefined && query[key] !== null)
    .sort()
    .map((key) => `${key}=${String(query[key])}`)
    .join('&');
}

export function canonicalString(
  query: QueryParams,
  body: string | undefined,
  timestamp: number | string,
  salt: string,
): string {
  return `${canonicalQuery(query)}${body ?? ''}${String(timestamp)}${salt}`;
}

export const nowInSeconds = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000);
