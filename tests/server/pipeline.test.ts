/**
 * The checks every call goes through (server/http/pipeline.ts), at their edges, seen from the caller:
 * probe calls mounted on a real API app with the pipeline under test, called with the signing client.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { defineEndpoint, EmptyRequestSchema, type Endpoint } from '../../src/api/contract/endpoint';
import { createApiApp } from '../../server/app';
import { ApiError, clientAddress, mountEndpoint, signedIn, type MountOptions } from '../../server/http/pipeline';
import { ApiClient, loginAs } from './support';

const T0 = Date.parse('2026-03-01T10:00:00Z');
let now = T0;
const api = createApiApp({
  env: { TALKIE_API_TEST_MODE: '1', TALKIE_API_DB: ':memory:' },
  warn: () => undefined,
  now: () => now,
  config: { riskLimitPerMinute: 3 },
});
afterAll(() => api.close());

/** What a probe's handler saw, echoed back to the caller. */
const Echo = v.object({
  user_id: v.nullable(v.string()),
  body: v.unknown(),
  query: v.record(v.string(), v.string()),
  origin: v.string(),
  now: v.number(),
});

function probe(
  name: string,
  token: Endpoint['token'],
  extra: {
    request?: v.GenericSchema;
    query?: v.GenericSchema;
    maxBodyBytes?: number;
  } = {},
) {
  return defineEndpoint({
    path: `/weaver/api/v1/test_probe/${name}`,
    token,
    request: extra.request ?? v.looseObject({}),
    data: Echo,
    ...(extra.query ? { query: extra.query } : {}),
    ...(extra.maxBodyBytes ? { maxBodyBytes: extra.maxBodyBytes } : {}),
  });
}

function mount(endpoint: Endpoint, options: MountOptions = {}, fail?: () => never): void {
  mountEndpoint(
    api.app,
    api.deps,
    endpoint,
    (input, ctx) => {
      fail?.();
      return {
        user_id: ctx.userId,
        body: input,
        query: ctx.query,
        origin: ctx.origin,
        now: ctx.now,
      };
    },
    options,
  );
}

const probes = {
  open: probe('open', 'none'),
  optional: probe('optional', 'optional'),
  required: probe('required', 'required'),
  small: probe('small', 'none', { maxBodyBytes: 32 }),
  empty: probe('empty', 'none', { request: EmptyRequestSchema }),
  queried: probe('queried', 'none', {
    query: v.object({ page: v.pipe(v.string(), v.regex(/^\d+$/)) }),
  }),
  bannedToo: probe('banned_too', 'required'),
  realName: probe('real_name', 'required'),
  realNameOptional: probe('real_name_optional', 'optional'),
  refusing: probe('refusing', 'none'),
  crashing: probe('crashing', 'none'),
  signedInOnly: probe('signed_in_only', 'optional'),
};
mount(probes.open);
mount(probes.optional);
mount(probes.required);
mount(probes.small);
mount(probes.empty);
mount(probes.queried);
mount(probes.bannedToo, { allowBanned: true });
mount(probes.realName, { realNameOnly: true });
mount(probes.realNameOptional, { realNameOnly: true });
mount(probes.refusing, {}, () => {
  throw new ApiError(StatusCode.NotFound, 'the probe refuses');
});
mount(probes.crashing, {}, () => {
  throw new Error('the probe crashed');
});
// A handler that needs the caller's account, mounted (by mistake) on a call whose token is optional.
mountEndpoint(api.app, api.deps, probes.signedInOnly, (input, ctx) => ({
  user_id: signedIn(ctx).userId,
  body: input,
  query: ctx.query,
  origin: ctx.origin,
  now: ctx.now,
}));
const addressesSeen: (string | null)[] = [];
api.app.post('/weaver/api/v1/test_probe/address', (c) => {
  addressesSeen.push(clientAddress(c));
  return c.json({});
});

const client = (): ApiClient =>
  new ApiClient({
    fetch: (request) => api.fetch(request),
    now: () => Math.floor(now / 1000),
  });
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('the signature’s time', () => {
  it('accepts a timestamp exactly 300 s off either way, and refuses 301 s with the server’s time', async () => {
    const c = client();
    for (const offset of [-300, 300]) {
      const answer = await c.raw(probes.open.path, {}, { timestamp: seconds(now) + offset });
      expect(answer.baseResp?.status_code).toBe(0);
    }
    for (const offset of [-301, 301]) {
      const answer = await c.raw(probes.open.path, {}, { timestamp: seconds(now) + offset });
      expect(answer.baseResp?.status_code).toBe(StatusCode.StaleTimestamp);
      expect(answer.baseResp?.status_msg).toBe('x-timestamp is more than 300 s away from the server clock');
      expect((answer.json as Record<string, unknown>).server_time_ms).toBe(now);
    }
  });

  it.each([
    ['milliseconds', String(T0)],
    ['a fraction', `${seconds(T0)}.5`],
    ['letters', `${seconds(T0)}a`],
    ['a sign', `+${seconds(T0)}`],
    ['nothing', ''],
  ])('refuses a timestamp in %s as a bad signature', async (_what, timestamp) => {
    const answer = await client().raw(probes.open.path, {}, { timestamp });
    expect(answer.baseResp?.status_code).toBe(StatusCode.BadSignature);
    expect(answer.baseResp?.status_msg).toBe('x-timestamp header is missing or not whole seconds');
  });

  it('reads the signature in any letter case', async () => {
    const c = client();
    const request = c.buildRequest(probes.open.path, { a: 1 });
    const sign = request.headers.get('x-sign') ?? '';
    expect(sign).toMatch(/^[0-9a-f]{40}$/);
    const answer = await c.raw(probes.open.path, { a: 1 }, { sign: sign.toUpperCase() });
    expect(answer.baseResp?.status_code).toBe(0);
  });

  it('says which header is missing or wrong', async () => {
    const c = client();
    expect((await c.raw(probes.open.path, {}, { sign: null })).baseResp?.status_msg).toBe('x-sign header is missing');
    expect((await c.raw(probes.open.path, {}, { sign: '0'.repeat(40) })).baseResp?.status_msg).toBe(
      'x-sign does not match the request',
    );
  });
});

describe('the body', () => {
  it('accepts a body of exactly the call’s limit and refuses one byte more with 413', async () => {
    const c = client();
    const fits = JSON.stringify({ p: 'x'.repeat(32 - 8) });
    expect(Buffer.byteLength(fits)).toBe(32);
    expect((await c.raw(probes.small.path, undefined, { rawBody: fits })).baseResp?.status_code).toBe(0);

    const over = JSON.stringify({ p: 'x'.repeat(32 - 7) });
    const answer = await c.raw(probes.small.path, undefined, { rawBody: over });
    expect(answer.httpStatus).toBe(413);
    expect(answer.baseResp).toEqual({
      status_code: StatusCode.BodyTooLarge,
      status_msg: 'request body is larger than 32 bytes',
    });
  });

  it('takes a declared length of exactly the limit', async () => {
    const c = client();
    const body = JSON.stringify({ p: 'x'.repeat(32 - 8) });
    const signed = c.buildRequest(probes.small.path, undefined, { rawBody: body });
    const headers = new Headers(signed.headers);
    headers.set('content-length', '32');
    const answer = await c.send(new Request(signed.url, { method: 'POST', headers, body }));
    expect((answer.json as { base_resp: { status_code: number } }).base_resp.status_code).toBe(0);
  });

  it('answers a body that breaks off while read as a crash (500), not as too large', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const c = client();
      const signed = c.buildRequest(probes.small.path, undefined, { rawBody: '{}' });
      const stream = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.error(new Error('connection reset'));
          },
        },
        { highWaterMark: 0 },
      );
      const answer = await c.send(
        new Request(signed.url, {
          method: 'POST',
          headers: signed.headers,
          body: stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(answer.httpStatus).toBe(500);
    } finally {
      quiet.mockRestore();
    }
  });

  it('counts bytes, not characters', async () => {
    // 12 three-byte characters: 30 characters in all, 54 bytes.
    const answer = await client().raw(probes.small.path, undefined, {
      rawBody: JSON.stringify({ p: '猫'.repeat(12) }),
    });
    expect(answer.httpStatus).toBe(413);
  });

  it('refuses a streamed body that grows past the limit without a declared length', async () => {
    const c = client();
    const signed = c.buildRequest(probes.small.path, undefined, {
      rawBody: 'x'.repeat(64),
    });
    const chunks = ['x'.repeat(16), 'x'.repeat(16), 'x'.repeat(16), 'x'.repeat(16)];
    const pulled: string[] = [];
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else {
            pulled.push(next);
            controller.enqueue(new TextEncoder().encode(next));
          }
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const answer = await c.send(request);
    expect(answer.httpStatus).toBe(413);
    // The fourth chunk is never asked for: the server stopped reading once past the limit.
    expect(pulled).toHaveLength(3);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const c = client();
    const signed = c.buildRequest(probes.small.path, {});
    const headers = new Headers(signed.headers);
    headers.set('content-length', '33');
    const read = vi.fn();
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read();
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await c.send(
      new Request(signed.url, {
        method: 'POST',
        headers,
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer.httpStatus).toBe(413);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads an empty or blank body as {}', async () => {
    const c = client();
    expect((await c.raw(probes.empty.path, undefined)).baseResp?.status_code).toBe(0);
    const blank = await c.call(probes.open, {}, { rawBody: '  \n ' });
    expect(blank.body).toEqual({});
  });

  it.each([
    ['null', 'null'],
    ['an array', '[{"a":1}]'],
    ['a number', '7'],
    ['a string', '"text"'],
  ])('refuses %s as the body, naming the body', async (_what, rawBody) => {
    const answer = await client().raw(probes.open.path, undefined, { rawBody });
    expect(answer.baseResp).toEqual({
      status_code: StatusCode.InvalidParam,
      status_msg: 'invalid field "(body)": the body must be a JSON object',
    });
  });

  it('refuses text that is not JSON', async () => {
    const answer = await client().raw(probes.open.path, undefined, {
      rawBody: '{a:1}',
    });
    expect(answer.baseResp).toEqual({
      status_code: StatusCode.MalformedBody,
      status_msg: 'request body is not valid JSON',
    });
  });

  it('hands the handler the parsed body, the query, the server time and the origin the caller used', async () => {
    const data = await client().call(probes.open, { note: 'hi' }, { query: { lang: 'en' } });
    expect(data).toEqual({
      user_id: null,
      body: { note: 'hi' },
      query: { lang: 'en' },
      origin: 'http://localhost',
      now,
    });
  });
});

describe('the query', () => {
  it('refuses a call whose own query parameters are wrong, naming the parameter', async () => {
    const c = client();
    const missing = await c.raw(probes.queried.path, {});
    expect(missing.baseResp?.status_code).toBe(StatusCode.InvalidParam);
    expect(missing.baseResp?.status_msg).toMatch(/^invalid query parameter "page": /);
    expect((await c.raw(probes.queried.path, {}, { query: { page: 'two' } })).baseResp?.status_code).toBe(
      StatusCode.InvalidParam,
    );
    expect((await c.call(probes.queried, {}, { query: { page: '2' } })).query).toEqual({ page: '2' });
  });

  it('keeps the first value of a repeated parameter, as the page reads it', async () => {
    const c = client();
    const signed = c.buildRequest(probes.open.path, {}, { query: { page: '1' } });
    const url = new URL(signed.url);
    url.searchParams.append('page', '9');
    // Signed over the first value only: the server reads the same.
    const answer = await c.send(new Request(url, { method: 'POST', headers: signed.headers, body: '{}' }));
    expect((answer.json as { query: Record<string, string> }).query).toEqual({
      page: '1',
    });
  });
});

describe('the token', () => {
  it('treats a caller with a bad token as a visitor where the token is optional, and knows one with a good token', async () => {
    const c = client();
    const visitor = await c.call(probes.optional, {}, { token: `at_${'A'.repeat(43)}` });
    expect(visitor.user_id).toBeNull();
    const { user_id } = await loginAs(c, 'viewer');
    expect((await c.call(probes.optional, {})).user_id).toBe(user_id);
  });

  it('a handler that needs a signed-in caller refuses a visitor with TokenMissing, even where the token is optional', async () => {
    const c = client();
    expect((await c.raw(probes.signedInOnly.path, {})).baseResp?.status_code).toBe(StatusCode.TokenMissing);
    const { user_id } = await loginAs(c, 'viewer');
    expect((await c.call(probes.signedInOnly, {})).user_id).toBe(user_id);
  });

  it('ignores any token on a call that takes none', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    expect((await c.call(probes.open, {})).user_id).toBeNull();
    expect((await c.raw(probes.open.path, {}, { token: 'garbage' })).baseResp?.status_code).toBe(0);
  });

  it('refuses a missing token where it is required, and knows the caller with one', async () => {
    const c = client();
    expect((await c.raw(probes.required.path, {})).baseResp?.status_code).toBe(StatusCode.TokenMissing);
    expect((await c.raw(probes.required.path, {}, { token: '' })).baseResp?.status_code).toBe(StatusCode.TokenMissing);
    const { user_id } = await loginAs(c, 'viewer');
    expect((await c.call(probes.required, {})).user_id).toBe(user_id);
  });
});

describe('the account', () => {
  it('refuses a banned account, except on the calls it may still make', async () => {
    const c = client();
    const { user_id } = await loginAs(c, 'standardMember');
    api.deps.db.prepare("UPDATE users SET status = 'banned' WHERE user_id = ?").run(user_id);
    try {
      expect((await c.raw(probes.required.path, {})).baseResp).toEqual({
        status_code: StatusCode.UserUnavailable,
        status_msg: 'this user account is unavailable',
      });
      expect((await c.raw(probes.optional.path, {})).baseResp?.status_code).toBe(StatusCode.UserUnavailable);
      expect((await c.call(probes.bannedToo, {})).user_id).toBe(user_id);
    } finally {
      api.deps.db.prepare("UPDATE users SET status = 'active' WHERE user_id = ?").run(user_id);
    }
  });

  it('asks an anonymous account to log in on a real-name call, and lets a real-name account through', async () => {
    const c = client();
    await loginAs(c, 'anonymous');
    expect((await c.raw(probes.realName.path, {})).baseResp).toEqual({
      status_code: StatusCode.LoginRequired,
      status_msg: 'please log in to participate',
    });
    expect((await c.raw(probes.required.path, {})).baseResp?.status_code).toBe(0);
    expect((await c.raw(probes.realNameOptional.path, {})).baseResp?.status_code).toBe(StatusCode.LoginRequired);
    const { user_id } = await loginAs(c, 'proMember');
    expect((await c.call(probes.realName, {})).user_id).toBe(user_id);
    expect((await c.call(probes.realNameOptional, {})).user_id).toBe(user_id);
  });

  it('asks a visitor to log in on a real-name call whose token is optional', async () => {
    const answer = await client().raw(probes.realNameOptional.path, {}, { token: null });
    expect(answer.baseResp).toEqual({
      status_code: StatusCode.LoginRequired,
      status_msg: 'please log in to participate',
    });
  });

  it('throttles a signed-in caller past its calls per minute, on every call that knows it', async () => {
    now = T0 + 10 * 60_000;
    const c = client();
    await loginAs(c, 'creator');
    const codes: number[] = [];
    for (const endpoint of [probes.required, probes.optional, probes.required, probes.optional])
      codes.push(await c.statusOf(endpoint, {}));
    expect(codes).toEqual([0, 0, 0, StatusCode.RiskControl]);
    const refused = await c.raw(probes.required.path, {});
    expect(refused.baseResp?.status_msg).toBe('too many requests from this account; try again in a minute');
    // A visitor on the same call is not counted against the account.
    expect(await c.statusOf(probes.open, {})).toBe(0);
    now = T0 + 11 * 60_000;
    expect(await c.statusOf(probes.required, {})).toBe(0);
  });
});

describe('the handler', () => {
  it('answers a refusal the handler raises with its code and text, over HTTP 200', async () => {
    const answer = await client().raw(probes.refusing.path, {});
    expect(answer.httpStatus).toBe(200);
    expect(answer.baseResp).toEqual({
      status_code: StatusCode.NotFound,
      status_msg: 'the probe refuses',
    });
  });

  it('answers a crash with 500 and an internal base_resp', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await client().raw(probes.crashing.path, {});
      expect(answer.httpStatus).toBe(500);
      expect(answer.baseResp?.status_code).toBe(StatusCode.Internal);
    } finally {
      quiet.mockRestore();
    }
  });

  it('answers success with status 0, “success” and the handler’s data beside it', async () => {
    const answer = await client().raw(probes.open.path, { x: 1 });
    expect(answer.json).toEqual({
      base_resp: { status_code: 0, status_msg: 'success' },
      user_id: null,
      body: { x: 1 },
      query: {},
      origin: 'http://localhost',
      now,
    });
  });
});

describe('the caller’s address', () => {
  let server: ServerType | undefined;
  afterAll(() => server?.close());

  it('is the peer of the connection over HTTP, and unknown when called in process', async () => {
    await api.fetch(
      new Request('http://localhost/weaver/api/v1/test_probe/address', {
        method: 'POST',
      }),
    );
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/weaver/api/v1/test_probe/address`, {
      method: 'POST',
    });
    expect(addressesSeen).toEqual([null, '127.0.0.1']);
  });
});
