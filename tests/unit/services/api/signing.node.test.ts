import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { canonicalString, signRequest, type QueryParams } from '@/api/contract/signing';
import { envelopeSchema } from '@/api/contract/envelope';
import { config } from '@/platform/config';
import { createApiClient } from '@/services/api';
import { fakeFetch } from '../support/fake-fetch';

const SALT = 'test-salt';
const queryValue = fc.oneof(fc.string(), fc.integer(), fc.boolean());
const query = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== '__proto__'),
  queryValue,
  { maxKeys: 8 },
);
const shuffled = <T>(items: T[], seed: number): T[] => {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = (seed * (i + 7)) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

describe('the signing rule (src/api/contract/signing.ts)', () => {
  it('does not depend on the order of the query keys', () => {
    fc.assert(
      fc.property(query, fc.nat(), fc.option(fc.json(), { nil: undefined }), fc.nat(), (q, seed, body, ts) => {
        const reordered: QueryParams = Object.fromEntries(shuffled(Object.entries(q), seed));
        return signRequest(q, body, ts, SALT) === signRequest(reordered, body, ts, SALT);
      }),
    );
  });

  it('changes when the body changes', () => {
    fc.assert(
      fc.property(query, fc.json(), fc.json(), fc.nat(), (q, a, b, ts) => {
        fc.pre(a !== b);
        return signRequest(q, a, ts, SALT) !== signRequest(q, b, ts, SALT);
      }),
    );
  });

  it('changes when the timestamp changes', () => {
    fc.assert(
      fc.property(query, fc.option(fc.json(), { nil: undefined }), fc.nat(), fc.nat(), (q, body, t1, t2) => {
        fc.pre(t1 !== t2);
        return signRequest(q, body, t1, SALT) !== signRequest(q, body, t2, SALT);
      }),
    );
  });

  it('changes with the salt and leaves out null and undefined pairs', () => {
    expect(signRequest({ a: 1 }, undefined, 1, 'x')).not.toBe(signRequest({ a: 1 }, undefined, 1, 'y'));
    expect(signRequest({ a: 1, b: undefined, c: null }, undefined, 1, SALT)).toBe(
      signRequest({ a: 1 }, undefined, 1, SALT),
    );
  });

  it('matches the README worked examples', () => {
    const salt = 'talkie-local-dev-salt';
    const login = '{"login_type":5,"device_info":{"uuid":"3f1c9a7e-0b2d-4c55-9a34-6f0e2d1b8c47","os":3}}';
    expect(signRequest({}, login, 1767225600, salt)).toBe('0bbcb58cd4c1f3ca3b840e43e7d650231464e31e');
    const common = {
      user_id: 'u_1001',
      os: 3,
      device_platform: 'h5',
      app_id: 300,
      app_version: '1.0.0',
      version_code: '100',
      device_id: 'd-42',
    };
    expect(canonicalString(common, '{"user_id":"u_1001"}', 1767225600, salt)).toBe(
      'app_id=300&app_version=1.0.0&device_id=d-42&device_platform=h5&os=3&user_id=u_1001&version_code=100{"user_id":"u_1001"}1767225600talkie-local-dev-salt',
    );
    expect(signRequest(common, '{"user_id":"u_1001"}', 1767225600, salt)).toBe(
      '4988e4e5edbf9f94463f7e29a1a4dee3e25b87a5',
    );
    const report = {
      device_platform: 'h5',
      os: 3,
      app_id: 300,
      device_id: 'd-42',
      user_id: undefined,
      note: 'a b&c=你好',
    };
    expect(signRequest(report, undefined, 1767225661, salt)).toBe('64897abb33bebe1b15869783996a7447bf55a4ef');
  });
});

describe('a request signed by the client verifies on the server side', () => {
  /** What the local API server does: query from the URL as received, raw body text, x-timestamp as sent. */
  function serverAccepts(
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    salt: string,
  ): boolean {
    const received = Object.fromEntries(new URL(url, 'http://localhost').searchParams.entries());
    const rawBody = body ?? '';
    return (
      headers['x-sign'] === signRequest(received, rawBody === '' ? undefined : rawBody, headers['x-timestamp']!, salt)
    );
  }

  it('for any query values and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.option(fc.jsonValue(), { nil: undefined }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        async (q, data, nowMs) => {
          const { fetch, calls } = fakeFetch();
          const client = createApiClient({
            fetch,
            salt: SALT,
            now: () => nowMs,
            session: () => ({ authToken: 'tok', userId: 'u 1&2', deviceId: 'd=1' }),
            appIdentity: () => ({ appId: 300, appVersion: '1.2.3' }),
          });
          await client.request({ path: '/weaver/api/v1/x', data, query: q, schema: envelopeSchema({}) });
          const sent = calls[0]!;
          expect(sent.headers['x-timestamp']).toBe(String(Math.floor(nowMs / 1000)));
          return serverAccepts(sent.url, sent.headers, sent.body, SALT);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('uses the configured salt by default', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({
      fetch,
      session: () => ({ authToken: null, userId: null, deviceId: null }),
      appIdentity: () => ({ appId: 300, appVersion: '1.0.0' }),
    });
    await client.post('/weaver/api/v1/x', { a: 1 }, v.object({}));
    expect(serverAccepts(calls[0]!.url, calls[0]!.headers, calls[0]!.body, config.signingSalt)).toBe(true);
  });
});
