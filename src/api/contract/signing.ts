import sha1 from 'crypto-js/sha1.js';
import { canonicalString, type QueryParams } from './signing-rule';

export * from './signing-rule';

/** x-sign of a request (see signing-rule.ts for the rule). */
export function signRequest(
  query: QueryParams,
  body: string | undefined,
  timestamp: number | string,
  salt: string,
): string {
  return sha1(canonicalString(query, body, timestamp, salt)).toString();
}
