/**
 * Auth and refresh tokens: opaque random strings (`at_` / `rt_` + 43 base64url characters), stored as
 * SHA-256 hashes with their user, family, expiry and revocation. A login starts a family; each refresh
 * rotates both tokens inside it. A refresh token works once: presenting a used one again means it was
 * copied, so the whole family is revoked (the thief's and the owner's tokens alike).
 */
import { createHash, randomBytes } from 'node:crypto';
import { StatusCode } from '../../src/api/contract/codes';
import type { Db } from '../db/database';

export const AUTH_TOKEN_PATTERN = /^at_[A-Za-z0-9_-]{43}$/;
export const REFRESH_TOKEN_PATTERN = /^rt_[A-Za-z0-9_-]{43}$/;

export interface TokenLifetimes {
  authTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface TokenPair {
  auth_token: string;
  refresh_token: string;
  auth_token_expires_at_ms: number;
  refresh_token_expires_at_ms: number;
}

export type TokenCheck =
  | { ok: true; userId: string; familyId: string }
  | { ok: false; code: number; message: string };

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (prefix: 'at' | 'rt'): string => `${prefix}_${randomBytes(32).toString('base64url')}`;
export const newFamilyId = (): string => randomBytes(12).toString('base64url');

interface TokenRow {
  kind: 'auth' | 'refresh';
  user_id: string;
  family_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export function issueTokenPair(db: Db, userId: string, familyId: string, now: number, lifetimes: TokenLifetimes): TokenPair {
  const auth = newToken('at');
  const refresh = newToken('rt');
  const authExpires = now + lifetimes.authTokenTtlSeconds * 1000;
  const refreshExpires = now + lifetimes.refreshTokenTtlSeconds * 1000;
  const insert = db.prepare(
    'INSERT INTO tokens (token_hash, kind, user_id, family_id, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  insert.run(hashToken(auth), 'auth', userId, familyId, now, authExpires);
  insert.run(hashToken(refresh), 'refresh', userId, familyId, now, refreshExpires);
  return { auth_token: auth, refresh_token: refresh, auth_token_expires_at_ms: authExpires, refresh_token_expires_at_ms: refreshExpires };
}

/** Checks an `x-token` value: missing, malformed, unknown or revoked, expired each answer their own code. */
export function checkAuthToken(db: Db, token: string | undefined, now: number): TokenCheck {
  if (token === undefined || token.trim() === '') return { ok: false, code: StatusCode.TokenMissing, message: 'x-token is required' };
  if (!AUTH_TOKEN_PATTERN.test(token)) return { ok: false, code: StatusCode.TokenMalformed, message: 'x-token is not an auth token' };
  const row = db.prepare('SELECT kind, user_id, family_id, expires_at, used_at, revoked_at FROM tokens WHERE token_hash = ?')
    .get(hashToken(token)) as TokenRow | undefined;
  if (!row || row.kind !== 'auth') return { ok: false, code: StatusCode.TokenRevoked, message: 'x-token is unknown or revoked' };
  if (row.revoked_at !== null) return { ok: false, code: StatusCode.TokenRevoked, message: 'x-token was revoked' };
  if (row.expires_at <= now) return { ok: false, code: StatusCode.TokenExpired, message: 'x-token has expired' };
  return { ok: true, userId: row.user_id, familyId: row.family_id };
}

export type RotateResult = { ok: true; userId: string; pair: TokenPair } | { ok: false; code: number; message: string };

export function rotateRefreshToken(db: Db, refreshToken: string, now: number, lifetimes: TokenLifetimes): RotateResult {
  const invalid = (message: string): RotateResult => ({ ok: false, code: StatusCode.RefreshTokenInvalid, message });
  if (!REFRESH_TOKEN_PATTERN.test(refreshToken)) return invalid('refresh_token is malformed');
  return db.transaction((): RotateResult => {
    const hash = hashToken(refreshToken);
    const row = db.prepare('SELECT kind, user_id, family_id, expires_at, used_at, revoked_at FROM tokens WHERE token_hash = ?')
      .get(hash) as TokenRow | undefined;
    if (!row || row.kind !== 'refresh') return invalid('refresh_token is unknown');
    if (row.revoked_at !== null) return invalid('refresh_token was revoked');
    if (row.used_at !== null) {
      // Reuse of a rotated token: someone holds a copy. Revoke the whole family.
      revokeFamily(db, row.family_id, now);
      return invalid('refresh_token was already used; all tokens of this login were revoked');
    }
    if (row.expires_at <= now) return invalid('refresh_token has expired');
    const status = db.prepare('SELECT status FROM users WHERE user_id = ?').get(row.user_id) as { status: string } | undefined;
    if (status?.status === 'banned') return { ok: false, code: StatusCode.UserUnavailable, message: 'this user account is unavailable' };
    db.prepare('UPDATE tokens SET used_at = ? WHERE token_hash = ?').run(now, hash);
    return { ok: true, userId: row.user_id, pair: issueTokenPair(db, row.user_id, row.family_id, now, lifetimes) };
  })();
}

export function revokeFamily(db: Db, familyId: string, now: number): number {
  return db.prepare('UPDATE tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(now, familyId).changes;
}

/** Control API: revoke or expire tokens of a user, or one token (auth or refresh, given in clear). */
export function changeTokens(
  db: Db,
  action: 'revoke' | 'expire',
  target: { userId?: string | undefined; token?: string | undefined },
  now: number,
): number {
  const set = action === 'revoke' ? 'revoked_at = @now' : 'expires_at = @past';
  const params = { now, past: now - 1 };
  if (target.token) return db.prepare(`UPDATE tokens SET ${set} WHERE token_hash = @hash`).run({ ...params, hash: hashToken(target.token) }).changes;
  if (target.userId) return db.prepare(`UPDATE tokens SET ${set} WHERE user_id = @user`).run({ ...params, user: target.userId }).changes;
  return 0;
}
