/**
 * Test mode: the seeded in-memory database kept as a snapshot (SQLite's serialized image), so a new
 * test-mode API and a control reset restore it (a deserialize: a few milliseconds) instead of seeding
 * again (a few hundred, 12,000 rows). The seeding code stays the one source of the data: a snapshot
 * is its output, taken right after it ran.
 */
import { openDatabase, openImage, wipe, type Db } from './database';

/** Fills an empty database; times are relative to `now`. */
export type Seed = (db: Db, now: number) => void;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How much older than `now` a snapshot may be and still stand for a seed made at `now`. The seed places
 * its times whole hours and days from `now` and keys some rows by the UTC day, so a seed a few seconds
 * old, of the same UTC day, is one a slow reset could have produced. A clock that stands still (tests
 * fix it) always gets a seed made at exactly its time.
 */
export const SNAPSHOT_MAX_AGE_MS = 5_000;
/** Snapshots kept per seed (about 2 MB each): tests that fix a few clocks each keep theirs. */
const KEPT = 4;

interface Snapshot {
  seededAt: number;
  image: Buffer;
}

const snapshots = new Map<Seed, Snapshot[]>();

const fits = (snapshot: Snapshot, now: number): boolean =>
  snapshot.seededAt === now ||
  (now > snapshot.seededAt &&
    now - snapshot.seededAt < SNAPSHOT_MAX_AGE_MS &&
    Math.floor(now / DAY_MS) === Math.floor(snapshot.seededAt / DAY_MS));

/** A new in-memory database holding the seed at `now`: a copy of a snapshot that fits, else seeded (and kept). */
export function seededMemoryDatabase(now: number, seed: Seed): Db {
  const kept = snapshots.get(seed) ?? [];
  const found = kept.find((snapshot) => fits(snapshot, now));
  if (found) return openImage(found.image);
  const db = openDatabase(':memory:');
  seed(db, now);
  snapshots.set(seed, [{ seededAt: now, image: db.serialize() }, ...kept].slice(0, KEPT));
  return db;
}

/** Connections that a reset replaces, by the handle their holders keep. */
const replacers = new WeakMap<Db, (next: Db) => void>();

/**
 * A handle on `db` that follows a replacement (`restoreSeed`): the routes keep the handle they were
 * given at start-up, and each call through it goes to the connection of the moment. A replaced
 * connection is closed, so a statement prepared on it fails loudly instead of writing elsewhere.
 */
export function replaceableDatabase(db: Db): Db {
  let current = db;
  const handle = new Proxy(db, {
    get: (_target, key) => {
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
    set: (_target, key, value) => Reflect.set(current, key, value, current),
    has: (_target, key) => Reflect.has(current, key),
  });
  replacers.set(handle, (next) => {
    const previous = current;
    current = next;
    previous.close();
  });
  return handle;
}

/**
 * Brings `db` back to the seed at `now`: a replaceable in-memory database gets a fresh copy of the
 * snapshot; any other is wiped and seeded again in place.
 */
export function restoreSeed(db: Db, now: number, seed: Seed): void {
  const replace = replacers.get(db);
  if (replace && db.memory) {
    replace(seededMemoryDatabase(now, seed));
    return;
  }
  wipe(db);
  seed(db, now);
}
