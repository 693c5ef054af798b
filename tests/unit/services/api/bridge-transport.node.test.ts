/** Requests sent through the native app (SPEC §7): the URL it gets and how its answer is read. */
import { describe, expect, it, vi } from 'vitest';
import { createBridgeTransport, createFetchTransport, type BridgeRequestFn } from '@/services/api/transport';

const base = {
  method: 'POST' as const,
  query: { a: '1' },
  headers: { 'x-sign': 's' },
  bodyText: '{"k":1}',
  signal: new AbortController().signal,
};

describe('bridge transport', () => {
  it('makes a relative URL absolute on the page origin and passes absolute http(s) URLs through', async () => {
    const bridgeRequest = vi.fn<BridgeRequestFn>(async () => ({ status: 200, data: {} }));
    const send = createBridgeTransport(bridgeRequest, () => 'https://h5.talkie-ai.com');
    await send({ ...base, url: '/weaver/api/v1/a' });
    await send({ ...base, url: 'http://api.test/b' });
    await send({ ...base, url: 'HTTPS://api.test/c' });
    await send({ ...base, url: '/go?to=https://api.test' });
    expect(bridgeRequest.mock.calls.map(([r]) => r.url)).toEqual([
      'https://h5.talkie-ai.com/weaver/api/v1/a',
      'http://api.test/b',
      'HTTPS://api.test/c',
      'https://h5.talkie-ai.com/go?to=https://api.test',
    ]);
  });

  it('parses a JSON text answer, keeps text that is not JSON, and passes objects through', async () => {
    const answers = ['{"v":1}', 'not json', { v: 2 }];
    const send = createBridgeTransport(
      async () => ({ status: 201, data: answers.shift() }),
      () => 'https://h5.talkie-ai.com',
    );
    await expect(send({ ...base, url: '/a' })).resolves.toEqual({ status: 201, statusText: '', data: { v: 1 } });
    await expect(send({ ...base, url: '/a' })).resolves.toEqual({ status: 201, statusText: '', data: 'not json' });
    await expect(send({ ...base, url: '/a' })).resolves.toEqual({ status: 201, statusText: '', data: { v: 2 } });
  });
});

describe('fetch transport', () => {
  it('adds no "?" without a query and sends no body without one', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const send = createFetchTransport(fetchImpl as unknown as typeof fetch);
    await send({ ...base, url: 'https://api.test/x', query: {}, bodyText: undefined });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/x');
    expect(init.body ?? undefined).toBeUndefined();
  });
});
