// The seed's snapshot (server/db/seed-snapshots.ts): what a test-mode start and a control reset restore.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiApp } from '../../server/app';
import { openDatabase, TABLES_IN_DELETE_ORDER, type Db } from '../../server/db/database';
import { restoreSeed, seededMemoryDatabase, SNAPSHOT_MAX_AGE_MS } from '../../server/db/seed-snapshots';
import { SeedIds } from '../../server/seed/ids';
import { seedDatabase } from '../../server/seed/seed';
import { dbFingerprint, startInProcess, type TestApi } from './support';

const DAY = 24 * 60 * 60 * 1000;
/** Noon UTC: a few seconds either way stay on the same day. */
const NOON = Date.parse('2026-05-14T12:00:00Z');

const fingerprintOf = (db: Db): string => dbFingerprint({ deps: { db } } as ApiApp);
/**
 * The rows of every table, leaving out what the seed draws at random (which card each seeded draw gave, and the ids).
 */
const seedContent = (db: Db): string =>
  TABLES_IN_DELETE_ORDER.map((table) => {
    const columns =
      table === 'card_draws'
        ? 'user_id, request_id, npc_id, gems, drawn_at'
        : table === 'gem_spends'
          ? 'user_id, amount, reason, spent_at'
          : '*';
    return `${table}:${JSON.stringify(db.prepare(`SELECT ${columns} FROM ${table} ORDER BY rowid`).raw().all())}`;
  }).join('\n');
const freshSeed = (now: number): Db => {
  const db = openDatabase(':memory:');
  seedDatabase(db, now);
  return db;
};
const viewerCreatedAt = (db: Db): number =>
  (db.prepare('SELECT created_at FROM users WHERE user_id = ?').get(SeedIds.users.viewer) as { created_at: number })
    .created_at;

const opened: { close: () => unknown }[] = [];
const keep = <T extends { close: () => unknown }>(closable: T): T => {
  opened.push(closable);
  return closable;
};
afterEach(async () => {
  for (const closable of opened.splice(0)) await closable.close();
});

describe('the seed snapshot', () => {
  it('a test-mode start holds exactly what seeding at its time writes', () => {
    const t: TestApi = keep(startInProcess({ now: () => NOON }));
    expect(seedContent(t.api.deps.db)).toBe(seedContent(keep(freshSeed(NOON))));
  });

  it('a reset forgets every change and brings back exactly the seed', async () => {
    const t: TestApi = keep(startInProcess({ now: () => NOON }));
    const atStart = fingerprintOf(t.api.deps.db);
    const posts = t.api.deps.db.prepare('SELECT COUNT(*) AS n FROM posts').get();
    t.api.deps.db.prepare('DELETE FROM posts').run();
    expect(fingerprintOf(t.api.deps.db)).not.toBe(atStart);
    await t.control.reset();
    expect(fingerprintOf(t.api.deps.db)).toBe(atStart);
    expect(seedContent(t.api.deps.db)).toBe(seedContent(keep(freshSeed(NOON))));
    expect(t.api.deps.db.prepare('SELECT COUNT(*) AS n FROM posts').get()).toEqual(posts);
  });

  it('a reset after the clock moved seeds at the real time again, not at the moved one', async () => {
    let now = NOON;
    const t: TestApi = keep(startInProcess({ now: () => now }));
    await t.control.setClockOffset(3 * DAY);
    now = NOON + 2 * DAY;
    await t.control.reset();
    expect(viewerCreatedAt(t.api.deps.db)).toBe(NOON + 2 * DAY - 90 * DAY);
  });

  it('a statement prepared before a reset fails instead of reading the old data', async () => {
    const t: TestApi = keep(startInProcess({ now: () => NOON }));
    const statement = t.api.deps.db.prepare('SELECT COUNT(*) AS n FROM users');
    expect(statement.get()).toEqual({ n: expect.any(Number) });
    await t.control.reset();
    expect(() => statement.get()).toThrow(/not open/);
  });

  it('stands for a seed a few seconds younger the same day; another day or an earlier time is seeded anew', () => {
    const at = (now: number) => viewerCreatedAt(keep(seededMemoryDatabase(now, seedDatabase)));
    const seededAt = NOON + 60_000;
    expect(at(seededAt)).toBe(seededAt - 90 * DAY);
    expect(at(seededAt + SNAPSHOT_MAX_AGE_MS - 1)).toBe(seededAt - 90 * DAY);
    expect(at(seededAt + SNAPSHOT_MAX_AGE_MS + 1)).toBe(seededAt + SNAPSHOT_MAX_AGE_MS + 1 - 90 * DAY);
    expect(at(seededAt - 1)).toBe(seededAt - 1 - 90 * DAY);
    const beforeMidnight = Date.parse('2026-05-14T23:59:59Z');
    expect(at(beforeMidnight)).toBe(beforeMidnight - 90 * DAY);
    expect(at(beforeMidnight + 2000)).toBe(beforeMidnight + 2000 - 90 * DAY);
  });

  it('a database that is not a test-mode one in memory is wiped and seeded in place', () => {
    const db = keep(freshSeed(NOON));
    db.prepare('DELETE FROM posts').run();
    restoreSeed(db, NOON, seedDatabase);
    expect(seedContent(db)).toBe(seedContent(keep(freshSeed(NOON))));
  });
});
