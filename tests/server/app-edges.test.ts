// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';

/** A fresh API for one test: the app is built inside the test, so what it sets up is what the test sees. */
async function withApi(check: (api: ReturnType<typeof createApiApp>) => Promise<void>): Promise<void> {
  const api = createApiApp({
    env: { TALKIE_API_TEST_MODE: '1' },
    warn: () => undefined,
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
