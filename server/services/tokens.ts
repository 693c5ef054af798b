/**
 * Auth and refresh tokens: opaque random strings (`at_` / `rt_` + 43 base64url characters), stored as
 * SHA-256 hashes with their user, family, expiry and revocation. A login starts a family; each refresh
 * rotates both tokens inside it. A refresh token works once, with one allowance: for a short grace
 * window after its refresh, presenting it again answers with the very pair that refresh returned (two
 * tabs refreshing at once, a retry after a lost answer). Presenting it after the window means it was
 * copied, so the whole family is revoked (the thief's and the owner's tokens alike).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { StatusCode } from '../../src/api/contract/codes';
import type { Db } from '../db/database';
import { accountOf } from './users';

export const AUTH_TOKEN_PATTERN = /^at_[A-Za-z0-9_-]{43}$/;
export const REFRESH_TOKEN_PATTERN = /^rt_[A-Za-z0-9_-]{43}$/;

export interface TokenLifetimes {
  authTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** What a refresh needs: the lifetimes of the new pair and the grace window of the old refresh token. */
export interface RefreshPolicy extends TokenLifetimes {
  refreshGraceSeconds: number;
}

export interface TokenPair {
  auth_token: string;
  refresh_token: string;
  auth_token_expires_at_ms: number;
  refresh_token_expires_at_ms: number;
}

export type TokenCheck = { ok: true; userId: string; familyId: string } | { ok: false; code: number; message: string };

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest(
    // Stryker disable next-line StringLiteral: the hash is written and looked up the same way (a Buffer binds as a blob)
    'hex',
  );
const newToken = (prefix: 'at' | 'rt'): string => `${prefix}_${randomBytes(32).toString('base64url')}`;
export const newFamilyId = (): string => randomBytes(12).toString('base64url');

interface TokenRow {
  kind: 'auth' | 'refresh';
  user_id: string;
  family_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  /** Used refresh tokens: the pair they were rotated into, sealed (see sealSuccessor). */
  successor: string | null;
}

const TOKEN_ROW_COLUMNS = 'kind, user_id, family_id, expires_at, used_at, revoked_at, successor';

/*
 * Answering a repeated refresh with the same pair means keeping that pair somewhere, and the database
 * holds no token in clear. So the successor pair is sealed (AES-256-GCM) with a key derived (HKDF) from
 * the old refresh token itself: only a caller presenting that token can open it, the stored SHA-256
 * hash does not give the key, and a copy of the database reveals no usable token. The row's hash is
 * bound in as associated data, so a sealed pair cannot be moved to another row. Keeping it after the
 * window is harmless for the same reason; revoking the family erases it.
 */
const SUCCESSOR_KEY_INFO = 'talkie refresh successor v1';
const successorKey = (refreshToken: string): Buffer =>
  Buffer.from(hkdfSync('sha256', refreshToken, Buffer.alloc(0), SUCCESSOR_KEY_INFO, 32));

function sealSuccessor(refreshToken: string, tokenHash: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(refreshToken), iv).setAAD(Buffer.from(tokenHash));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair)), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The pair sealed by sealSuccessor, or null when it cannot be opened with this token. */
function openSuccessor(refreshToken: string, tokenHash: string, sealed: string): TokenPair | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  // Stryker disable next-line ConditionalExpression,LogicalOperator,BooleanLiteral: sealSuccessor always writes three parts; a missing part also throws inside the try below, which answers null
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', successorKey(refreshToken), iv)
      .setAAD(Buffer.from(tokenHash))
      .setAuthTag(tag);
    // Stryker disable BlockStatement: the catch below emptied answers undefined instead of null, and its one caller only asks if (repeated): the same refusal
    return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')) as TokenPair;
  } catch {
    return null;
  }
}

// Stryker restore BlockStatement
export function issueTokenPair(
  db: Db,
  userId: string,
  familyId: string,
  now: number,
  lifetimes: TokenLifetimes,
): TokenPair {
  const auth = newToken('at');
  const refresh = newToken('rt');
  const authExpires = now + lifetimes.authTokenTtlSeconds * 1000;
  const refreshExpires = now + lifetimes.refreshTokenTtlSeconds * 1000;
  const insert = db.prepare(
    'INSERT INTO tokens (token_hash, kind, user_id, family_id, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  insert.run(hashToken(auth), 'auth', userId, familyId, now, authExpires);
  insert.run(hashToken(refresh), 'refresh', userId, familyId, now, refreshExpires);
  return {
    auth_token: auth,
    refresh_token: refresh,
    auth_token_expires_at_ms: authExpires,
    refresh_token_expires_at_ms: refreshExpires,
  };
}

/** Checks an `x-token` value: missing, malformed, unknown or revoked, expired each answer their own code. */
export function checkAuthToken(db: Db, token: string | undefined, now: number): TokenCheck {
  if (
    token === undefined ||
    // Stryker disable next-line ConditionalExpression,MethodExpression: HTTP header values reach the server trimmed, so a blank x-token is already ''
    token.trim() === ''
  )
    return { ok: false, code: StatusCode.TokenMissing, message: 'x-token is required' };
  if (!AUTH_TOKEN_PATTERN.test(token))
    return { ok: false, code: StatusCode.TokenMalformed, message: 'x-token is not an auth token' };
  const row = db.prepare(`SELECT ${TOKEN_ROW_COLUMNS} FROM tokens WHERE token_hash = ?`).get(hashToken(token)) as
    TokenRow | undefined;
  if (
    !row ||
    // Stryker disable next-line ConditionalExpression: unreachable: an x-token must start at_ and is stored under the hash of its own prefix
    row.kind !== 'auth'
  )
    return { ok: false, code: StatusCode.TokenRevoked, message: 'x-token is unknown or revoked' };
  if (row.revoked_at !== null) return { ok: false, code: StatusCode.TokenRevoked, message: 'x-token was revoked' };
  if (row.expires_at <= now) return { ok: false, code: StatusCode.TokenExpired, message: 'x-token has expired' };
  return { ok: true, userId: row.user_id, familyId: row.family_id };
}

export type RotateResult = { ok: true; userId: string; pair: TokenPair } | { ok: false; code: number; message: string };

/**
 * account/refresh_auth_token. One IMMEDIATE transaction: however many calls (or processes) present the
 * same token at once, exactly one rotates it and the others see it used, within the grace window, and
 * get the pair it was rotated into. A repeat returns that pair even if it has been rotated again since;
 * its own refresh token is then subject to the same rules.
 */
export function rotateRefreshToken(db: Db, refreshToken: string, now: number, policy: RefreshPolicy): RotateResult {
  const invalid = (message: string): RotateResult => ({ ok: false, code: StatusCode.RefreshTokenInvalid, message });
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: a malformed token finds no row and gets the same RefreshTokenInvalid on the next lines (message wording only)
  if (!REFRESH_TOKEN_PATTERN.test(refreshToken)) return invalid('refresh_token is malformed');
  return db
    .transaction((): RotateResult => {
      const hash = hashToken(refreshToken);
      const row = db.prepare(`SELECT ${TOKEN_ROW_COLUMNS} FROM tokens WHERE token_hash = ?`).get(hash) as
        TokenRow | undefined;
      if (
        !row ||
        // Stryker disable next-line ConditionalExpression: unreachable: a refresh token must start rt_ and is stored under the hash of its own prefix
        row.kind !== 'refresh'
      )
        return invalid('refresh_token is unknown');
      if (row.revoked_at !== null) return invalid('refresh_token was revoked');
      let repeated: TokenPair | null = null;
      if (row.used_at !== null) {
        const inGrace = now < row.used_at + policy.refreshGraceSeconds * 1000;
        repeated = inGrace && row.successor !== null ? openSuccessor(refreshToken, hash, row.successor) : null;
        if (!repeated) {
          // Reuse of a rotated token after the grace window: someone holds a copy. Revoke the whole family.
          revokeFamily(db, row.family_id, now);
          return invalid('refresh_token was already used; all tokens of this login were revoked');
        }
      } else if (row.expires_at <= now) return invalid('refresh_token has expired');
      if (accountOf(db, row.user_id).status === 'banned')
        return { ok: false, code: StatusCode.UserUnavailable, message: 'this user account is unavailable' };
      if (repeated) return { ok: true, userId: row.user_id, pair: repeated };
      const pair = issueTokenPair(db, row.user_id, row.family_id, now, policy);
      db.prepare('UPDATE tokens SET used_at = ?, successor = ? WHERE token_hash = ?').run(
        now,
        sealSuccessor(refreshToken, hash, pair),
        hash,
      );
      return { ok: true, userId: row.user_id, pair };
    })
    .immediate();
}

export function revokeFamily(db: Db, familyId: string, now: number): number {
  return db
    .prepare('UPDATE tokens SET revoked_at = ?, successor = NULL WHERE family_id = ? AND revoked_at IS NULL')
    .run(now, familyId).changes;
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
  if (target.token)
    return db
      .prepare(`UPDATE tokens SET ${set} WHERE token_hash = @hash`)
      .run({ ...params, hash: hashToken(target.token) }).changes;
  // Stryker disable next-line ConditionalExpression: the control route requires a user id or a token (validated), so neither-given never reaches here
  if (target.userId)
    return db.prepare(`UPDATE tokens SET ${set} WHERE user_id = @user`).run({ ...params, user: target.userId }).changes;
  return 0;
}
