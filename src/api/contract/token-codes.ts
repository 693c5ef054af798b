/**
 * The token codes of `StatusCode` (codes.ts), in a module of their own so the HTTP client, which
 * every page loads first, does not carry the whole status-code table.
 */
export const TokenStatusCode = {
  TokenMissing: 40100,
  TokenMalformed: 40101,
  TokenExpired: 40102,
  TokenRevoked: 40103,
  RefreshTokenInvalid: 40104,
} as const;

/** Codes after which the client should refresh its auth token once and replay the request. */
export const TOKEN_REJECTED_CODES: ReadonlySet<number> = new Set([
  TokenStatusCode.TokenExpired,
  TokenStatusCode.TokenRevoked,
  TokenStatusCode.TokenMalformed,
  TokenStatusCode.TokenMissing,
]);
