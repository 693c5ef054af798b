import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../../server/app';
import { DroppedConnection } from '../../server/control/middleware';
import { openDatabase, wipe } from '../../server/db/database';
import { isApiPath } from '../../server/paths';

/** A fresh API for one test: the app is built inside the test, so what it sets up is what the test sees. */
async function withApi(
  check: (api: ReturnType<typeof createApiApp>) => Promise<void>,
  env: Record<string, string> = {},
  now?: () => number,
): Promise<void> {
  const api = createApiApp({
    env: { TALKIE_API_TEST_MODE: '1', ...env },
    warn: () => undefined,
    ...(now ? { now } : {}),
  });
  try {
    await check(api);
  } finally {
    api.close();
  }
}

describe('the API outside its calls', () => {
  it('answers a call it does not know with 404 and a base_resp naming the call', () =>
    withApi(async (api) => {
      const answer = await api.fetch(
        new Request('http://localhost/weaver/api/v1/no/such_call', {
          method: 'POST',
          body: '{}',
        }),
      );
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        base_resp: {
          status_code: 40400,
          status_msg: 'no such call: POST /weaver/api/v1/no/such_call',
        },
      });
    }));

  it('lets a page on another origin call it with its cookies (CORS preflight)', () =>
    withApi(async (api) => {
      const answer = await api.fetch(
        new Request('http://localhost/weaver/api/v1/account/login', {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://h5.talkie-ai.com',
            'Access-Control-Request-Method': 'POST',
          },
        }),
      );
      expect(answer.status).toBeLessThan(300);
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://h5.talkie-ai.com');
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(
        answer.headers
          .get('access-control-allow-methods')
          ?.split(',')
          .map((m) => m.trim()),
      ).toEqual(['GET', 'POST', 'OPTIONS']);
      expect(answer.headers.get('access-control-max-age')).toBe('600');
    }));

  it('names the caller’s origin on an answer too, and any origin when there is none', () =>
    withApi(async (api) => {
      const fromPage = await api.fetch(
        new Request('http://localhost/weaver/api/v1/no/such_call', {
          method: 'POST',
          headers: { Origin: 'https://talkie-ai.com' },
        }),
      );
      expect(fromPage.headers.get('access-control-allow-origin')).toBe('https://talkie-ai.com');
      const noOrigin = await api.fetch(
        new Request('http://localhost/weaver/api/v1/no/such_call', {
          method: 'POST',
        }),
      );
      expect(noOrigin.headers.get('access-control-allow-origin')).toBe('*');
    }));
});

describe('the database on disk', () => {
  it('creates its folder and writes in WAL mode, durable across a crash of the process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-db-'));
    const file = path.join(dir, 'nested', 'data', 'weaver.sqlite');
    const db = openDatabase(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 1 = NORMAL
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps an in-memory database in memory (no folder, no WAL)', () => {
    const db = openDatabase(':memory:');
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('memory');
      expect(fs.existsSync(':memory:')).toBe(false);
    } finally {
      db.close();
    }
  });
});

const unknownCall = () => new Request('http://localhost/weaver/api/v1/no/such_call', { method: 'POST', body: '{}' });

describe('the API when a handler fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 500 with an internal base_resp and logs the error, instead of dropping the connection', () =>
    withApi(async (api) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = new Error('disk full');
      api.app.post('/weaver/api/v1/test/fails', () => {
        throw failure;
      });
      const answer = await api.fetch(new Request('http://localhost/weaver/api/v1/test/fails', { method: 'POST' }));
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({ base_resp: { status_code: 50000, status_msg: 'internal server error' } });
      expect(logged).toHaveBeenCalledWith('[weaver-api]', failure);
    }));

  it('lets an injected dropped connection through, so the socket closes without an answer', () =>
    withApi(async (api) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      api.app.post('/weaver/api/v1/test/drops', () => {
        throw new DroppedConnection();
      });
      await expect(
        Promise.resolve(api.fetch(new Request('http://localhost/weaver/api/v1/test/drops', { method: 'POST' }))),
      ).rejects.toBeInstanceOf(DroppedConnection);
      expect(logged).not.toHaveBeenCalled();
    }));
});

describe('the API’s own request lines (TALKIE_API_LOG)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints one line per API call: method, path, HTTP status, base status and duration', () =>
    withApi(
      async (api) => {
        const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
        const clock = vi.spyOn(performance, 'now');
        clock.mockReturnValueOnce(1000).mockReturnValueOnce(1012.54);
        await api.fetch(unknownCall());
        expect(lines.mock.calls).toEqual([['POST /weaver/api/v1/no/such_call 404 40400 12.5ms']]);
      },
      { TALKIE_API_LOG: '1' },
    ));

  it('prints a dash when the answer carries no base status, and nothing for the media files', () =>
    withApi(
      async (api) => {
        api.app.get('/weaver/api/v1/test/plain', (c) => c.text('ok'));
        const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
        await api.fetch(new Request('http://localhost/weaver/api/v1/test/plain'));
        await api.fetch(new Request('http://localhost/weaver/media/promo/ug-promo-poster.jpg'));
        expect(lines).toHaveBeenCalledTimes(1);
        expect(lines.mock.calls[0]?.[0]).toMatch(/^GET \/weaver\/api\/v1\/test\/plain 200 - \d+\.\dms$/);
      },
      { TALKIE_API_LOG: '1' },
    ));

  it('prints a crash with its 500 and the internal base status', () =>
    withApi(
      async (api) => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        api.app.post('/weaver/api/v1/test/fails', () => {
          throw new Error('disk full');
        });
        const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
        await api.fetch(new Request('http://localhost/weaver/api/v1/test/fails', { method: 'POST' }));
        expect(lines.mock.calls[0]?.[0]).toMatch(/^POST \/weaver\/api\/v1\/test\/fails 500 50000 \d+\.\dms$/);
      },
      { TALKIE_API_LOG: '1' },
    ));

  it('prints nothing when the log is off', () =>
    withApi(async (api) => {
      const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await api.fetch(unknownCall());
      expect(lines).not.toHaveBeenCalled();
    }));
});

describe('the request log of test mode', () => {
  it('records the API calls with the server clock’s time, and not the media files', () =>
    withApi(
      async (api) => {
        await api.fetch(unknownCall());
        await api.fetch(new Request('http://localhost/weaver/media/promo/ug-promo-poster.jpg'));
        const log = api.deps.requestLog?.list() ?? [];
        expect(
          log.map((entry) => [entry.method, entry.path, entry.http_status, entry.status_code, entry.at_ms]),
        ).toEqual([['POST', '/weaver/api/v1/no/such_call', 404, 40400, Date.UTC(2026, 5, 1)]]);
      },
      {},
      () => Date.UTC(2026, 5, 1),
    ));
});

describe('the database across versions of the server', () => {
  const tempDirs: string[] = [];
  afterEach(() => {
    for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const onDisk = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-api-'));
    tempDirs.push(dir);
    return path.join(dir, 'weaver.sqlite');
  };
  const count = (file: string, table: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  const start = (file: string) => createApiApp({ env: { TALKIE_API_DB: file }, warn: () => undefined });

  it('gives a database from before the campaigns and the creator tools both of them in one start, keeping its accounts', () => {
    const file = onDisk();
    start(file).close();
    const seeded = {
      users: count(file, 'users'),
      events: count(file, 'campaign_events'),
      creators: count(file, 'creators'),
    };
    expect(seeded.events).toBeGreaterThan(0);
    expect(seeded.creators).toBeGreaterThan(0);

    // What an older server left: the same accounts, no campaign and no creator rows.
    const old = new Database(file);
    old.pragma('foreign_keys = OFF');
    const campaignTables = [
      'campaign_events',
      'spin_prizes',
      'spin_records',
      'summer_collected',
      'summer_items',
      'summer_scores',
    ];
    const creatorTables = [
      'creator_daily_stats',
      'creators',
      'series',
      'subscription_levels',
      'subscription_plans',
      'subscription_settings',
      'subscriptions',
      'themes',
      'topics',
    ];
    for (const table of [...campaignTables, ...creatorTables]) old.exec(`DELETE FROM ${table}`);
    old.close();
    expect(count(file, 'campaign_events')).toBe(0);

    start(file).close();
    expect(count(file, 'users')).toBe(seeded.users);
    expect(count(file, 'campaign_events')).toBe(seeded.events);
    expect(count(file, 'creators')).toBe(seeded.creators);
  });

  it('seeds a database once: a second start adds nothing', () => {
    const file = onDisk();
    start(file).close();
    const before = [count(file, 'users'), count(file, 'campaign_events'), count(file, 'creators')];
    start(file).close();
    expect([count(file, 'users'), count(file, 'campaign_events'), count(file, 'creators')]).toEqual(before);
  });

  it('closes its database when the server closes', () => {
    const api = start(onDisk());
    expect(api.deps.db.open).toBe(true);
    api.close();
    expect(api.deps.db.open).toBe(false);
  });

  it('refuses a database written by a newer server, naming both versions', () => {
    const file = onDisk();
    start(file).close();
    const db = new Database(file);
    const version = db.pragma('user_version', { simple: true }) as number;
    db.pragma(`user_version = ${version + 1}`);
    db.close();
    expect(() => start(file)).toThrow(`Database schema version ${version + 1} is newer than this server (${version})`);
  });

  it('after a wipe, numbers new rows from 1 again', () => {
    const db = openDatabase(':memory:');
    try {
      const userId = 'u_wipe';
      db.prepare(
        "INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES (?, 'n', '', 0, 0)",
      ).run(userId);
      const grant = db.prepare(
        'INSERT INTO gem_grants (user_id, amount, source, granted_at, expires_at) VALUES (?, 1, ?, 0, 0)',
      );
      grant.run(userId, 'test');
      grant.run(userId, 'test');
      wipe(db);
      db.prepare(
        "INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES (?, 'n', '', 0, 0)",
      ).run(userId);
      expect(grant.run(userId, 'test').lastInsertRowid).toBe(1);
    } finally {
      db.close();
    }
  });
});

describe('which requests the dev and preview servers hand to the API', () => {
  it('the Weaver API and the tests’ control API, and nothing else', () => {
    expect(['/weaver/api/v1/account/login', '/weaver/media/voice/a.wav', '/__control/reset'].map(isApiPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['/', '/share/chat', '/weaver', '/weaverapi/x', '/assets/weaver/x.js', '/__controls/x'].map(isApiPath),
    ).toEqual([false, false, false, false, false, false]);
  });
});
