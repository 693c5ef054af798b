import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getUserStatus, login } from '../../src/api/contract/account';
import { reportEvents } from '../../src/api/contract/event';
import { claimMembershipReward } from '../../src/api/contract/membership';
import { StatusCode } from '../../src/api/contract/codes';
import { migrations } from '../../server/db/migrations';
import { openDatabase, schemaVersion } from '../../server/db/database';
import { SeedIds } from '../../server/seed/ids';
import { startInProcess } from './support';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weaver-api-'));
  dirs.push(dir);
  return dir;
}

describe('a file database', () => {
  it('keeps accounts, tokens, claims and events across a restart, and seeds only once', async () => {
    const dataDir = tempDir();
    // Normal mode, default database path inside the data directory.
    const env = { TALKIE_API_DATA_DIR: dataDir, TALKIE_API_TEST_MODE: '0', TALKIE_API_DB: undefined };
    const query = { device_platform: 'h5', device_id: 'd', os: '3', app_id: '300' };
    const eventUuid = randomUUID();

    const first = startInProcess({ env });
    const c1 = first.newClient();
    const session = await c1.call(login, {
      login_type: 1,
      device_info: { uuid: 'phone-1', os: 3 },
      credential: SeedIds.credentials.standardMember,
    });
    c1.token = session.auth_token;
    await c1.call(claimMembershipReward, { claim_type: 'daily' });
    const anon = await c1.call(login, { login_type: 5, device_info: { uuid: 'phone-2', os: 3 } });
    const event = {
      event_uuid: eventUuid,
      event_data: JSON.stringify({ common_params: { event_name: 'x' } }),
      event_timestamp_ms: Date.now(),
      user_identifier: 'u',
    };
    await c1.call(reportEvents, { events: [event] }, { query });
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'weaver.sqlite'))).toBe(true);

    const second = startInProcess({ env });
    const c2 = second.newClient();
    c2.token = session.auth_token;
    expect((await c2.call(getUserStatus, {})).user_id).toBe(session.user_id);
    expect(await c2.statusOf(claimMembershipReward, { claim_type: 'daily' })).toBe(StatusCode.ClaimedToday);
    expect((await c2.call(login, { login_type: 5, device_info: { uuid: 'phone-2', os: 3 } })).user_id).toBe(
      anon.user_id,
    );
    expect(await c2.call(reportEvents, { events: [event] }, { query })).toEqual({
      accepted: 0,
      duplicates: 1,
      rejected: [],
    });
    const users = second.api.deps.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE user_id = 'u_viewer'`).get() as {
      n: number;
    };
    expect(users.n).toBe(1);
    await second.close();
  });
});

describe('migrations', () => {
  it('build the schema to the latest version and run once', () => {
    const file = path.join(tempDir(), 'm.sqlite');
    const db = openDatabase(file);
    expect(schemaVersion(db)).toBe(migrations.length);
    db.close();
    const again = openDatabase(file);
    expect(schemaVersion(again)).toBe(migrations.length);
    again.close();
  });

  it('refuse a database from a newer server', () => {
    const file = path.join(tempDir(), 'future.sqlite');
    const db = openDatabase(file);
    db.pragma(`user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openDatabase(file)).toThrow(/newer/);
  });
});
