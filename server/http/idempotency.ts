/**
 * The server's half of "nothing sent twice": a writing call mounted with an idempotency field keeps
 * its successful answer per (caller, path, key) for a day. A repeat with the same key and the same
 * body answers that first answer without running the call again (a retry after a lost answer); the
 * same key with another body is refused, since a new intent needs a new key. Repeats that arrive
 * while the first is still running wait for it.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { DAY_MS } from '../services/clock';

/** How long a key's answer is kept: a retry comes within minutes; a day covers a phone left offline overnight. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;

export type KeptAnswer = { kind: 'answer'; data: object } | { kind: 'reused' } | { kind: 'none' };

/** A stable digest of the body without its key: object fields in sorted order. */
export function bodyDigest(input: Record<string, unknown>, keyField: string): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  const { [keyField]: _key, ...body } = input;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

export function keptAnswer(
  db: Db,
  scope: { userId: string; path: string; key: string; digest: string },
  now: number,
): KeptAnswer {
  const row = db
    .prepare(
      'SELECT body_digest, answer, created_at FROM idempotent_answers WHERE user_id = ? AND path = ? AND idempotency_key = ?',
    )
    .get(scope.userId, scope.path, scope.key) as
    { body_digest: string; answer: string; created_at: number } | undefined;
  if (!row || row.created_at <= now - IDEMPOTENCY_TTL_MS) return { kind: 'none' };
  return row.body_digest === scope.digest
    ? { kind: 'answer', data: JSON.parse(row.answer) as object }
    : { kind: 'reused' };
}

/** Keeps a successful answer (and drops answers older than the TTL, so the table stays small). */
export function keepAnswer(
  db: Db,
  scope: { userId: string; path: string; key: string; digest: string },
  data: object,
  now: number,
): void {
  db.prepare('DELETE FROM idempotent_answers WHERE created_at <= ?').run(now - IDEMPOTENCY_TTL_MS);
  db.prepare(
    `INSERT INTO idempotent_answers (user_id, path, idempotency_key, body_digest, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, path, idempotency_key) DO UPDATE SET body_digest = excluded.body_digest, answer = excluded.answer, created_at = excluded.created_at`,
  ).run(scope.userId, scope.path, scope.key, scope.digest, JSON.stringify(data), now);
}

/** Calls still running, per (caller, path, key): a repeat waits for the first instead of running beside it. */
const running = new Map<string, Promise<unknown>>();

export async function oneAtATime<T>(id: string, run: () => Promise<T>): Promise<T> {
  for (let first = running.get(id); first; first = running.get(id)) await first.catch(() => undefined);
  const call = run();
  running.set(id, call);
  try {
    return await call;
  } finally {
    if (running.get(id) === call) running.delete(id);
  }
}
