/**
 * The migration that normalises stored phone numbers (server/db/migrations.ts, 11): accounts made by
 * other spellings of one phone before numbers were normalised are kept, none merged, the clash is
 * named in the migration's output, and a login with the number reaches the oldest of them.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/account';
import { migrate, schemaVersion } from '../../server/db/database';
import { migrations } from '../../server/db/migrations';
import { SeedIds } from '../../server/seed/ids';
import { seedDatabase } from '../../server/seed/seed';
import { startInProcess } from './support';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const DAY = 86_400_000;
/** The schema before phone numbers were normalised: the first ten migrations. */
const BEFORE_NORMALISING = 10;

/** A database file of the version before the migration, with these accounts: [user_id, credential, created_at]. */
function oldDatabase(accounts: [string, string | null, number][], { seeded = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weaver-phones-'));
  dirs.push(dir);
  const file = path.join(dir, 'old.sqlite');
  const db = new Database(file);
  for (const sql of migrations.slice(0, BEFORE_NORMALISING)) {
    if (typeof sql !== 'string') throw new Error('the migrations before 11 are SQL');
    db.exec(sql);
  }
  db.pragma(`user_version = ${BEFORE_NORMALISING}`);
  // The seed needs nothing of migration 11: a database seeded before it, as a running server has.
  if (seeded) seedDatabase(db, Date.now());
  const insert = db.prepare(
    `INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, credential, created_at) VALUES (?, ?, '', ?, ?, ?)`,
  );
  for (const [userId, credential, createdAt] of accounts)
    insert.run(userId, userId, credential === null ? 1 : 0, credential, createdAt);
  db.close();
  return file;
}

const credentials = (file: string): Record<string, string | null> => {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('SELECT user_id, credential FROM users ORDER BY user_id').all() as {
    user_id: string;
    credential: string | null;
  }[];
  db.close();
  return Object.fromEntries(rows.map((r) => [r.user_id, r.credential]));
};

describe('normalising stored phone numbers', () => {
  it('keeps both accounts of one phone, names them in its output, and gives the number to the oldest', () => {
    const now = Date.now();
    const file = oldDatabase([
      // One New York phone signed up twice: first as dialled from China, a day later with its +1.
      ['u_first', '0012125550123', now - 2 * DAY],
      ['u_second', '+12125550123', now - DAY],
      ['u_london', '00447911123456', now - DAY],
      ['u_local', '(415)5550134', now - DAY],
      ['u_firebase', 'firebase:token-1', now - DAY],
      ['u_device', 'invite:VIEWER01:uuid-1', now - DAY],
      ['u_nonsense', '+15550100123', now - DAY],
      ['u_anonymous', null, now - DAY],
    ]);
    const lines: string[] = [];
    const db = new Database(file);
    migrate(db, { phoneRegion: 'US', log: (line) => lines.push(line) });
    expect(schemaVersion(db)).toBe(migrations.length);
    db.close();

    expect(credentials(file)).toEqual({
      u_first: '+12125550123',
      u_second: 'superseded:+12125550123',
      u_london: '+447911123456',
      u_local: '+14155550134',
      u_firebase: 'firebase:token-1',
      u_device: 'invite:VIEWER01:uuid-1',
      u_nonsense: '+15550100123',
      u_anonymous: null,
    });
    const clash = lines.filter((line) => line.includes('+12125550123'));
    expect(clash).toHaveLength(1);
    expect(clash[0]).toMatch(/u_first/);
    expect(clash[0]).toMatch(/u_second/);
    expect(lines.some((line) => line.includes('u_nonsense'))).toBe(true);
  });

  it('then logs every spelling of the number in to the oldest account, and the other keeps its content', async () => {
    const now = Date.now();
    const file = oldDatabase(
      [
        ['u_second', '+12125550123', now - DAY],
        ['u_first', '01112125550123', now - 3 * DAY],
      ],
      { seeded: true },
    );
    const db = new Database(file);
    db.prepare(
      `INSERT INTO gem_grants (user_id, amount, source, granted_at, expires_at) VALUES ('u_second', 120, 'test', ?, ?)`,
    ).run(now, now + DAY);
    migrate(db, { phoneRegion: 'US', log: () => undefined });
    db.close();

    const t = startInProcess({ env: { TALKIE_API_DB: file } });
    try {
      for (const phone of ['+1 212 555 0123', '0012125550123', '01112125550123']) {
        const data = await t.client.call(login, {
          login_type: 2,
          device_info: { uuid: crypto.randomUUID(), os: 3 },
          credential: phone,
          verify_code: '123456',
        });
        expect(data).toMatchObject({ user_id: 'u_first', is_new_user: false });
      }
      const kept = t.api.deps.db
        .prepare(`SELECT SUM(amount) AS gems FROM gem_grants WHERE user_id = 'u_second'`)
        .get() as { gems: number };
      expect(kept.gems).toBe(120);
    } finally {
      t.close();
    }
  });

  it('gives the seed accounts of an older database their new, valid numbers', () => {
    const file = oldDatabase([
      ['u_viewer', '+10000000001', 0],
      ['u_creator_en', '+10000000010', 0],
    ]);
    const db = new Database(file);
    migrate(db, { phoneRegion: 'US', log: () => undefined });
    db.close();
    expect(credentials(file)).toEqual({
      u_viewer: SeedIds.credentials.viewer,
      u_creator_en: SeedIds.credentials.creator,
    });
    expect(SeedIds.credentials.viewer).toBe('+12015550101');
  });
});
