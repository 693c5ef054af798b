import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { StatusCode } from '@/api/contract/codes';
import { envelopeSchema } from '@/api/contract/envelope';
import { signRequest } from '@/api/contract/signing';
import { config } from '@/platform/config';
import {
  ApiError,
  createApiClient,
  getUserProfile,
  laneFor,
  login,
  reportEvents,
  type ApiClientDeps,
} from '@/services/api';
import { BridgeError } from '@/services/bridge';
import { fail, fakeFetch, jsonResponse, ok, type Responder } from '../support/fake-fetch';

const SALT = 'unit-salt';
const NOW = 1_767_225_600_123;
const schema = envelopeSchema({ value: v.number() });

function setup(respond?: Responder, extra: Partial<ApiClientDeps> = {}) {
  const { fetch, calls } = fakeFetch(respond);
  const reported: { error: unknown; context: Record<string, unknown> }[] = [];
  let token = 'token-1';
  const client = createApiClient({
    fetch,
    salt: SALT,
    now: () => NOW,
    baseUrl: '',
    session: () => ({ authToken: token, userId: 'u1', deviceId: 'd1' }),
    appIdentity: () => ({ appId: 300, appVersion: '1.23.4' }),
    reportError: (error, context) => reported.push({ error, context }),
    ...extra,
  });
  return { client, calls, reported, setToken: (t: string) => (token = t) };
}

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

/**
 * Answers like `respond` for the first `limit` calls and fails every later one, so a client that replays
 * in a loop fails the test at once instead of spinning forever (the loop never yields to a timer).
 */
const atMost =
  (limit: number, respond: Responder): Responder =>
  (request, index) =>
    index < limit
      ? respond(request, index)
      : new Error(`request sent ${index + 1} times: the client replays in a loop`);

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends common app params, signed headers, cookies and the exact JSON body', async () => {
    const { client, calls } = setup(() => ok({ value: 1 }));
    await expect(
      client.post('/weaver/api/v1/thing', { b: 2, a: 'é' }, schema, { query: { extra: 'x' } }),
    ).resolves.toEqual({
      base_resp: { status_code: 0, status_msg: 'success' },
      value: 1,
    });
    const sent = calls[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/weaver/api/v1/thing');
    expect(sent.query).toEqual({
      user_id: 'u1',
      device_id: 'd1',
      os: '3',
      device_platform: 'h5',
      app_id: '300',
      app_version: '1.23.4',
      version_code: '1234',
      extra: 'x',
    });
    expect(sent.body).toBe('{"b":2,"a":"é"}');
    expect(sent.credentials).toBe('include');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['x-token']).toBe('token-1');
    expect(sent.headers['x-timestamp']).toBe('1767225600');
    expect(sent.headers['x-sign']).toBe(signRequest(sent.query, sent.body, 1767225600, SALT));
    expect(sent.headers.lane).toBeUndefined();
  });

  it('uses the native client version code when it has one, and can leave common params out', async () => {
    const { client, calls } = setup(() => ok({ value: 1 }), {
      appIdentity: () => ({ appId: 300, appVersion: '2.30.0', versionCode: '23001' }),
    });
    await client.post('/a', {}, schema);
    await client.post('/b', {}, schema, { commonParams: false, query: { only: 1 } });
    expect(calls[0]!.query.version_code).toBe('23001');
    expect(calls[1]!.query).toEqual({ only: '1' });
  });

  it('sends no x-token before login and no body when there is none', async () => {
    const { client, calls } = setup(() => ok({ value: 1 }), {
      session: () => ({ authToken: null, userId: null, deviceId: 'd1' }),
    });
    await client.request({ path: '/status', schema });
    expect(calls[0]!.headers['x-token']).toBeUndefined();
    expect(calls[0]!.body).toBeUndefined();
    expect(calls[0]!.query.user_id).toBeUndefined();
    expect(calls[0]!.headers['x-sign']).toBe(signRequest(calls[0]!.query, undefined, 1767225600, SALT));
  });

  it('adds the Lane header in test environments only', async () => {
    expect(laneFor('test')).toEqual(config.laneHeader);
    expect(laneFor('production')).toBeNull();
    expect(laneFor('local')).toBeNull();
    const { client, calls } = setup(() => ok({ value: 1 }), { lane: { name: 'Lane', value: 'blue' } });
    await client.post('/a', {}, schema);
    expect(calls[0]!.headers.lane).toBe('blue');
  });
});

describe('envelope rules', () => {
  it('accepts HTTP 201 with status_code 0', async () => {
    const { client } = setup(() => jsonResponse({ base_resp: { status_code: 0, status_msg: 'ok' }, value: 2 }, 201));
    await expect(client.post('/a', {}, schema)).resolves.toMatchObject({ value: 2 });
  });

  it.each([
    [jsonResponse({ base_resp: { status_code: 0, status_msg: 'ok' }, value: 1 }, 204), 204],
    [new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' }), 502],
    [jsonResponse({ base_resp: { status_code: 0, status_msg: 'ok' }, value: 1 }, 302), 302],
  ])('refuses other HTTP statuses as kind http (%#)', async (response, status) => {
    const { client } = setup(() => response);
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.base_resp.status_code).toBe(status === 204 || status === 302 ? 0 : status);
  });

  it('keeps the server base_resp of an HTTP error when it sent one', async () => {
    const { client } = setup(() => fail(StatusCode.BodyTooLarge, 'too large', 413));
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(error).toMatchObject({
      kind: 'http',
      status: 413,
      base_resp: { status_code: StatusCode.BodyTooLarge, status_msg: 'too large' },
    });
  });

  it('rejects a non-zero status_code with its base_resp', async () => {
    const { client } = setup(() => fail(StatusCode.NotFound, 'no such thing'));
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(error).toMatchObject({
      kind: 'business',
      status: 200,
      base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such thing' },
    });
  });

  it('treats 1118010010 as an error', async () => {
    const { client } = setup(() =>
      jsonResponse({ base_resp: { status_code: 1118010010, status_msg: 'risk' }, value: 1 }),
    );
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(error).toMatchObject({ kind: 'business', base_resp: { status_code: 1118010010 } });
  });

  it.each([
    ['no base_resp', { value: 1 }],
    ['a base_resp of the wrong shape', { base_resp: { status_code: '0' }, value: 1 }],
    ['data that breaks the contract', { base_resp: { status_code: 0, status_msg: 'ok' }, value: 'one' }],
    ['text that is not JSON', '<html>oops</html>'],
    ['null', 'null'],
  ])('turns %s into a malformed ApiError, never a crash', async (_, body) => {
    const { client } = setup(() => jsonResponse(body));
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('malformed');
  });
});

describe('failures', () => {
  it('times out after 10 s, aborts the fetch and rejects with kind timeout', async () => {
    vi.useFakeTimers();
    const { client, calls, reported } = setup(() => 'hang');
    const result = rejection(client.post('/slow', { a: 1 }, schema));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await result) as ApiError;
    expect(error).toMatchObject({ kind: 'timeout', path: '/slow', method: 'POST' });
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(reported).toHaveLength(1);
  });

  it('rethrows a network error without base_resp unchanged, and reports it', async () => {
    const offline = new TypeError('Failed to fetch');
    const { client, reported } = setup(() => offline);
    await expect(client.post('/a', { x: 1 }, schema)).rejects.toBe(offline);
    expect(reported[0]).toMatchObject({
      error: offline,
      context: { path: '/a', method: 'POST', status: 0, body: { x: 1 } },
    });
  });

  it('rejects with the base_resp a transport error carries', async () => {
    const { client } = setup(undefined, {
      transport: 'bridge',
      bridgeRequest: () => Promise.reject(new BridgeError('call_native_fail_error', 'request', 'native said no', 7)),
    });
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(error).toMatchObject({ kind: 'network', base_resp: { status_code: 1005, status_msg: 'native said no' } });
  });

  it('reports path, method, status, body (tokens masked) and query of a failed call', async () => {
    const { client, reported } = setup(() => fail(StatusCode.InvalidParam, 'bad refresh_token'));
    await rejection(
      client.post('/weaver/api/v1/account/refresh_auth_token', { refresh_token: 'secret-rt', keep: 'me' }, schema),
    );
    expect(reported).toHaveLength(1);
    const { error, context } = reported[0]!;
    expect(error).toBeInstanceOf(ApiError);
    expect(context).toMatchObject({
      path: '/weaver/api/v1/account/refresh_auth_token',
      method: 'POST',
      status: 200,
      body: { refresh_token: '[redacted]', keep: 'me' },
      query: expect.objectContaining({ user_id: 'u1', device_platform: 'h5' }),
      response: { base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'bad refresh_token' } },
    });
    expect(JSON.stringify(context)).not.toContain('secret-rt');
  });

  it('reports nothing for a successful call or when told not to', async () => {
    const { client, reported } = setup((_, i) => (i === 0 ? ok({ value: 1 }) : fail(1)));
    await client.post('/a', {}, schema);
    await rejection(client.post('/a', {}, schema, { reportFailures: false }));
    expect(reported).toHaveLength(0);
  });
});

describe('a phone clock that is wrong', () => {
  // The server refuses a timestamp more than 5 minutes from its clock (SPEC §5 window of the local API)
  // and states its own time; the phone here runs one hour ahead of the server.
  const SERVER_NOW = NOW - 60 * 60 * 1000;
  const serverLike =
    (answer: () => Response): Responder =>
    (req) =>
      Math.abs(Number(req.headers['x-timestamp']) - Math.floor(SERVER_NOW / 1000)) > 300
        ? jsonResponse({
            base_resp: { status_code: StatusCode.StaleTimestamp, status_msg: 'stale' },
            server_time_ms: SERVER_NOW,
          })
        : answer();

  it("signs once more with the server's time, and signs later calls with it from the start", async () => {
    const { client, calls } = setup(
      atMost(
        3,
        serverLike(() => ok({ value: 5 })),
      ),
    );
    await expect(client.post('/a', { q: 1 }, schema)).resolves.toMatchObject({ value: 5 });
    expect(calls.map((c) => Number(c.headers['x-timestamp']))).toEqual([
      Math.floor(NOW / 1000),
      Math.floor(SERVER_NOW / 1000),
    ]);
    // The second attempt is signed afresh over the same body with the server's time.
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(calls[1]!.headers['x-sign']).toBe(
      signRequest(calls[1]!.query, calls[1]!.body, Math.floor(SERVER_NOW / 1000), SALT),
    );
    await client.post('/b', {}, schema);
    expect(calls).toHaveLength(3);
    expect(Number(calls[2]!.headers['x-timestamp'])).toBe(Math.floor(SERVER_NOW / 1000));
    // Analytics and error reports sign with the client's header context: the same time.
    expect(Math.floor(client.headerContext().nowMs / 1000)).toBe(Math.floor(SERVER_NOW / 1000));
  });

  it("takes the server's time from the Date header when the refusal does not state it", async () => {
    const date = new Date(SERVER_NOW).toUTCString();
    const { client, calls } = setup(
      atMost(2, (req) =>
        Number(req.headers['x-timestamp']) === Math.floor(NOW / 1000)
          ? new Response(
              JSON.stringify({ base_resp: { status_code: StatusCode.StaleTimestamp, status_msg: 'stale' } }),
              { headers: { 'content-type': 'application/json', date } },
            )
          : ok({ value: 1 }),
      ),
    );
    await expect(client.post('/a', {}, schema)).resolves.toMatchObject({ value: 1 });
    expect(Math.abs(Number(calls[1]!.headers['x-timestamp']) - Math.floor(SERVER_NOW / 1000))).toBeLessThanOrEqual(1);
  });

  it('does not sign again when the refusal states no time, nor more than once', async () => {
    const bare = setup(atMost(1, () => fail(StatusCode.StaleTimestamp, 'stale')));
    const first = await rejection(bare.client.post('/a', {}, schema));
    expect(first).toBeInstanceOf(ApiError);
    expect((first as ApiError).status_code).toBe(StatusCode.StaleTimestamp);
    expect(bare.calls).toHaveLength(1);

    // A server that keeps refusing (its stated time is itself off): one more attempt, then the refusal.
    const stubborn = setup(
      atMost(2, () =>
        jsonResponse({
          base_resp: { status_code: StatusCode.StaleTimestamp, status_msg: 'stale' },
          server_time_ms: SERVER_NOW,
        }),
      ),
    );
    const second = await rejection(stubborn.client.post('/a', {}, schema));
    expect((second as ApiError).status_code).toBe(StatusCode.StaleTimestamp);
    expect(stubborn.calls).toHaveLength(2);
  });
});

describe('token rejected: refresh and replay once', () => {
  it('replays the request once with the token the refresher returns', async () => {
    const refresher = vi.fn(async () => 'token-2');
    const { client, calls } = setup(
      (req) => (req.headers['x-token'] === 'token-2' ? ok({ value: 7 }) : fail(StatusCode.TokenExpired, 'expired')),
      { tokenRefresher: refresher },
    );
    await expect(client.post('/a', { q: 1 }, schema)).resolves.toMatchObject({ value: 7 });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers['x-token'])).toEqual(['token-1', 'token-2']);
    // The replay is signed afresh over the same body.
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(calls[1]!.headers['x-sign']).toBe(signRequest(calls[1]!.query, calls[1]!.body, 1767225600, SALT));
  });

  it.each([...[StatusCode.TokenMissing, StatusCode.TokenMalformed, StatusCode.TokenExpired, StatusCode.TokenRevoked]])(
    'code %i triggers the refresh',
    async (code) => {
      const refresher = vi.fn(async () => 'token-2');
      const { client } = setup((req) => (req.headers['x-token'] === 'token-2' ? ok({ value: 1 }) : fail(code)), {
        tokenRefresher: refresher,
      });
      await client.post('/a', {}, schema);
      expect(refresher).toHaveBeenCalledTimes(1);
    },
  );

  it('does not loop: a replay that is rejected again fails with that rejection', async () => {
    const refresher = vi.fn(async () => 'token-2');
    const { client, calls, reported } = setup(
      atMost(3, () => fail(StatusCode.TokenRevoked, 'revoked')),
      { tokenRefresher: refresher },
    );
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(calls, 'the rejected request is sent once and replayed once, never more').toHaveLength(2);
    expect(error.status_code).toBe(StatusCode.TokenRevoked);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(reported).toHaveLength(1);
  });

  it('fails with the original rejection when the refresh fails', async () => {
    const { client, calls } = setup(() => fail(StatusCode.TokenExpired, 'expired'), {
      tokenRefresher: () => Promise.reject(new Error('refresh refused')),
    });
    const error = (await rejection(client.post('/a', {}, schema))) as ApiError;
    expect(error).toMatchObject({ kind: 'business', base_resp: { status_code: StatusCode.TokenExpired } });
    expect(calls).toHaveLength(1);
  });

  it('does not refresh for other codes, or when the call opts out', async () => {
    const refresher = vi.fn(async () => 'token-2');
    const { client, calls } = setup((_, i) => (i === 0 ? fail(StatusCode.NotFound) : fail(StatusCode.TokenExpired)), {
      tokenRefresher: refresher,
    });
    await rejection(client.post('/a', {}, schema));
    await rejection(client.post('/a', {}, schema, { refreshOnTokenRejected: false }));
    expect(refresher).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });

  it('replays each of many concurrently rejected requests exactly once after one shared refresh', async () => {
    let refreshes = 0;
    let release!: (token: string) => void;
    let inFlight: Promise<string> | null = null;
    // Single-flight, as the auth flow provides it.
    const refresher = () => {
      inFlight ??= new Promise<string>((resolve) => {
        refreshes++;
        release = resolve;
      });
      return inFlight;
    };
    const { client, calls } = setup(
      (req) =>
        req.headers['x-token'] === 'fresh' ? ok({ value: Number(req.query.n) }) : fail(StatusCode.TokenExpired),
      { tokenRefresher: refresher },
    );
    const results = Promise.all([1, 2, 3, 4, 5].map((n) => client.post('/a', {}, schema, { query: { n } })));
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    await Promise.resolve();
    release('fresh');
    expect((await results).map((r) => r.value)).toEqual([1, 2, 3, 4, 5]);
    expect(refreshes).toBe(1);
    expect(calls).toHaveLength(10);
    const replays = calls
      .filter((c) => c.headers['x-token'] === 'fresh')
      .map((c) => c.query.n)
      .sort();
    expect(replays).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('bridge transport', () => {
  it('sends url, method, exact data, query and header through the app, with the same result type', async () => {
    const bridgeRequest = vi.fn(async () => ({
      status: 200,
      data: { base_resp: { status_code: 0, status_msg: 'ok' }, value: 3 },
    }));
    const { client, calls } = setup(undefined, {
      bridgeRequest,
      transport: 'bridge',
      origin: () => 'https://h5.talkie-ai.com',
    });
    await expect(client.post('/weaver/api/v1/a', { k: 'v' }, schema)).resolves.toMatchObject({ value: 3 });
    expect(calls).toHaveLength(0);
    const [request] = bridgeRequest.mock.calls[0] as unknown as [
      { url: string; method: string; data: string; query: Record<string, string>; header: Record<string, string> },
    ];
    expect(request).toMatchObject({
      url: 'https://h5.talkie-ai.com/weaver/api/v1/a',
      method: 'POST',
      data: '{"k":"v"}',
    });
    expect(request.header['x-sign']).toBe(signRequest(request.query, request.data, 1767225600, SALT));
  });

  it('goes over fetch unless the request or the client asks for the bridge, and over fetch when there is no bridge', async () => {
    const bridgeRequest = vi.fn(async () => ({
      status: 200,
      data: { base_resp: { status_code: 0, status_msg: 'ok' }, value: 1 },
    }));
    const withBridge = setup(() => ok({ value: 1 }), { bridgeRequest });
    await withBridge.client.post('/a', {}, schema);
    await withBridge.client.post('/b', {}, schema, { transport: 'fetch' });
    expect(withBridge.calls.map((c) => c.path)).toEqual(['/a', '/b']);
    expect(bridgeRequest).not.toHaveBeenCalled();

    await withBridge.client.post('/c', {}, schema, { transport: 'bridge' });
    expect(bridgeRequest).toHaveBeenCalledTimes(1);
    expect(withBridge.calls).toHaveLength(2);

    const noBridge = setup(() => ok({ value: 1 }), { transport: 'bridge' });
    await noBridge.client.post('/d', {}, schema);
    expect(noBridge.calls.map((c) => c.path)).toEqual(['/d']);
  });

  it('parses a JSON text body and applies the envelope rules', async () => {
    const { client } = setup(undefined, {
      transport: 'fetch',
      bridgeRequest: async () => ({
        status: 200,
        data: JSON.stringify({ base_resp: { status_code: 5, status_msg: 'no' } }),
      }),
    });
    const error = (await rejection(client.post('/a', {}, schema, { transport: 'bridge' }))) as ApiError;
    expect(error).toMatchObject({ kind: 'business', base_resp: { status_code: 5 } });
  });
});

describe('typed endpoints', () => {
  it('login posts the contract body and validates the contract answer', async () => {
    const answer = {
      user_id: 'u9',
      is_anonymous: true,
      is_new_user: true,
      auth_token: 'a',
      refresh_token: 'r',
      auth_token_expires_at_ms: 1,
      refresh_token_expires_at_ms: 2,
    };
    const { client, calls } = setup(() => ok(answer));
    await expect(login(client, { login_type: 5, device_info: { uuid: 'uuid-1', os: 3 } })).resolves.toMatchObject(
      answer,
    );
    expect(calls[0]!.path).toBe('/weaver/api/v1/account/login');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ login_type: 5, device_info: { uuid: 'uuid-1', os: 3 } });
  });

  it('a profile answer that breaks the contract is a malformed error', async () => {
    const { client } = setup(() => ok({ user: { user_id: 'u1' } }));
    const error = (await rejection(getUserProfile(client, { user_id: 'u1' }))) as ApiError;
    expect(error.kind).toBe('malformed');
  });

  it('event/report carries its own query instead of the common params', async () => {
    const { client, calls } = setup(() => ok({ accepted: 0, duplicates: 0 }));
    // An answer without `rejected` (an API that predates the time window) means nothing was refused.
    await expect(
      reportEvents(client, { events: [] }, { device_platform: 'h5', device_id: 'd1', os: '3', app_id: '300' }),
    ).resolves.toMatchObject({ rejected: [] });
    expect(calls[0]!.query).toEqual({ device_platform: 'h5', device_id: 'd1', os: '3', app_id: '300' });
  });
});
