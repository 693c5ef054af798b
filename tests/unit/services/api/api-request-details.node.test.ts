/**
 * Details of the API client a caller or the error log sees: which URL and method go out, which query
 * values are dropped, the timeouts a call can set, the codes and messages of client-made failures, and
 * what a failure report masks.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { envelopeSchema } from '@/api/contract/envelope';
import { createApiClient, login, type ApiClientDeps, type ApiError } from '@/services/api';
import { fakeFetch, jsonResponse, ok, type Responder } from '../support/fake-fetch';

const schema = envelopeSchema({ value: v.number() });

function setup(respond?: Responder, extra: Partial<ApiClientDeps> = {}) {
  const { fetch, calls } = fakeFetch(respond);
  const reported: { error: unknown; context: Record<string, unknown> }[] = [];
  const client = createApiClient({
    fetch,
    salt: 'unit-salt',
    now: () => 1_767_225_600_000,
    baseUrl: 'https://api.talkie.test',
    session: () => ({ authToken: 't1', userId: 'u1', deviceId: 'd1' }),
    appIdentity: () => ({ appId: 300, appVersion: '1.0.0' }),
    reportError: (error, context) => reported.push({ error, context }),
    ...extra,
  });
  return { client, calls, reported };
}

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('what goes out', () => {
  it('prefixes the base URL, except for absolute http(s) URLs', async () => {
    const { client, calls } = setup(() => ok({ value: 1 }));
    await client.post('/weaver/api/v1/a', {}, schema);
    await client.post('http://other.test/b', {}, schema);
    await client.post('HTTPS://other.test/c', {}, schema);
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      'https://api.talkie.test/weaver/api/v1/a',
      'http://other.test/b',
      'HTTPS://other.test/c',
    ]);
    expect(client.url('/x')).toBe('https://api.talkie.test/x');
    // Only a URL that starts with a scheme is absolute.
    expect(client.url('/go?to=https://other.test')).toBe('https://api.talkie.test/go?to=https://other.test');
  });

  it('sends POST by default, and a GET never has a body', async () => {
    const { client, calls } = setup(() => ok({ value: 1 }));
    await client.request({ path: '/p', data: { a: 1 }, schema });
    await client.request({ path: '/g', method: 'GET', data: { a: 1 }, schema });
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', '{"a":1}'],
      ['GET', undefined],
    ]);
  });

  it('drops undefined and null query values and sends the rest as text', async () => {
    const { client, calls } = setup(() => ok({ value: 1 }));
    await client.post('/q', {}, schema, {
      commonParams: false,
      query: { gone: undefined, none: null, zero: 0, no: false, empty: '' },
    });
    expect(calls[0]!.query).toEqual({ zero: '0', no: 'false', empty: '' });
  });

  it('gives the common params and the signing context to senders outside the client', async () => {
    const { client } = setup();
    await expect(client.commonParams()).resolves.toMatchObject({
      user_id: 'u1',
      device_id: 'd1',
      app_id: 300,
      app_version: '1.0.0',
      version_code: '100',
    });
    expect(client.headerContext()).toMatchObject({ token: 't1', salt: 'unit-salt', nowMs: 1_767_225_600_000 });
  });

  it('leaves the device id out of the common params when there is none', async () => {
    const { client } = setup(undefined, { session: () => ({ authToken: null, userId: null, deviceId: null }) });
    const params = await client.commonParams();
    expect(params).not.toHaveProperty('device_id');
    expect(params).not.toHaveProperty('user_id');
  });

  it('signs with the current time when no clock is given', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const { client } = setup(undefined, { now: undefined });
    expect(client.headerContext().nowMs).toBe(1_800_000_000_000);
  });
});

describe('client-made failures', () => {
  it('a failure of a call without a method says POST', async () => {
    const { client } = setup(() => jsonResponse({ base_resp: { status_code: 7, status_msg: 'no' } }));
    expect((await rejection(client.request({ path: '/a', schema }))).method).toBe('POST');
  });

  it('rejects with the error of an app identity that cannot be read, and with a null a transport threw', async () => {
    const broken = new Error('no identity');
    const { client } = setup(() => ok({ value: 1 }), { appIdentity: () => Promise.reject(broken) });
    await expect(client.post('/a', {}, schema)).rejects.toBe(broken);
    const bridged = setup(undefined, { transport: 'bridge', bridgeRequest: () => Promise.reject(null) });
    await expect(bridged.client.post('/a', {}, schema)).rejects.toBeNull();
  });

  it('an HTTP error without base_resp carries the status text, or "HTTP <status>"', async () => {
    const { client } = setup(
      (_, i) => new Response('x', { status: 503, statusText: i === 0 ? 'Service Unavailable' : '' }),
    );
    expect((await rejection(client.post('/a', {}, schema))).base_resp).toEqual({
      status_code: 503,
      status_msg: 'Service Unavailable',
    });
    expect((await rejection(client.post('/a', {}, schema))).base_resp).toEqual({
      status_code: 503,
      status_msg: 'HTTP 503',
    });
  });

  it('a malformed answer is status -2 and says where the contract broke', async () => {
    const { client } = setup((_, i) => (i === 0 ? jsonResponse({ value: 1 }) : ok({ value: 'one' })));
    const noEnvelope = await rejection(client.post('/a', {}, schema));
    expect(noEnvelope).toMatchObject({
      kind: 'malformed',
      status: 200,
      base_resp: { status_code: -2, status_msg: 'answer has no valid base_resp' },
    });
    const wrongField = await rejection(client.post('/a', {}, schema));
    expect(wrongField.base_resp).toEqual({
      status_code: -2,
      status_msg: 'answer does not match the contract at value',
    });
  });

  it('a timeout is status -1 with no HTTP status', async () => {
    vi.useFakeTimers();
    const { client } = setup(() => 'hang');
    const result = rejection(client.post('/slow', {}, schema));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({
      kind: 'timeout',
      status: 0,
      base_resp: { status_code: -1, status_msg: 'request timed out' },
    });
  });

  it('a call may set its own timeout, and the client a default for all calls', async () => {
    vi.useFakeTimers();
    const perCall = setup(() => 'hang');
    const short = rejection(perCall.client.post('/a', {}, schema, { timeoutMs: 3_000 }));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(perCall.calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await short).kind).toBe('timeout');

    const perClient = setup(() => 'hang', { timeoutMs: 5_000 });
    const medium = rejection(perClient.client.post('/a', {}, schema));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(perClient.calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await medium).kind).toBe('timeout');
  });

  it('leaves no timer running once the answer is in', async () => {
    vi.useFakeTimers();
    const { client } = setup(() => ok({ value: 1 }));
    await client.post('/a', {}, schema);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the ApiError even when nobody listens for reports', async () => {
    const { client } = setup(() => jsonResponse({ base_resp: { status_code: 7, status_msg: 'no' } }), {
      reportError: undefined,
    });
    expect((await rejection(client.post('/a', {}, schema))).status_code).toBe(7);
  });

  it('a transport error that is not an object is rethrown as it is', async () => {
    const { client } = setup(undefined, { transport: 'bridge', bridgeRequest: () => Promise.reject('native gone') });
    await expect(client.post('/a', {}, schema)).rejects.toBe('native gone');
  });
});

describe('token rejected', () => {
  it('login (a call without a token) is never refreshed and replayed', async () => {
    const refresher = vi.fn(async () => 't2');
    const { client, calls } = setup(() => jsonResponse({ base_resp: { status_code: 40102, status_msg: 'expired' } }), {
      tokenRefresher: refresher,
    });
    await rejection(login(client, { login_type: 5, device_info: { uuid: 'u', os: 3 } }));
    expect(refresher).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('refreshes when the rejection comes as an HTTP error with a token code, not for a malformed answer', async () => {
    const refresher = vi.fn(async () => 't2');
    const { client } = setup(
      (req, i) =>
        i === 0
          ? jsonResponse({ base_resp: { status_code: 40102, status_msg: 'expired' } }, 401)
          : req.headers['x-token'] === 't2'
            ? ok({ value: 2 })
            : jsonResponse({ nope: 1 }),
      { tokenRefresher: refresher },
    );
    await expect(client.post('/a', {}, schema)).resolves.toMatchObject({ value: 2 });
    expect(refresher).toHaveBeenCalledTimes(1);
  });
});

describe('failure reports', () => {
  it('mask token-like fields inside arrays and six levels deep, and say the method', async () => {
    const { client, reported } = setup(() => jsonResponse({ base_resp: { status_code: 9, status_msg: 'no' } }));
    // The body is level 1: the password sits in the sixth.
    const deep = { l1: { l2: { l3: { l4: { password: 'p6', keep: 1 } } } } };
    await rejection(
      client.request({ path: '/r', data: { list: [{ auth_token: 'secret-1' }, 'plain'], deep }, schema }),
    );
    const { context } = reported[0]!;
    expect(context.method).toBe('POST');
    expect(context.body).toEqual({
      list: [{ auth_token: '[redacted]' }, 'plain'],
      deep: { l1: { l2: { l3: { l4: { password: '[redacted]', keep: 1 } } } } },
    });
    expect(JSON.stringify(context)).not.toMatch(/secret-1|p6/);
  });

  it('have no body when the call sent none', async () => {
    const { client, reported } = setup(() => jsonResponse({ base_resp: { status_code: 9, status_msg: 'no' } }));
    await rejection(client.request({ path: '/r', schema }));
    expect(reported[0]!.context).toHaveProperty('body', undefined);
  });
});
