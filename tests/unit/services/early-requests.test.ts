import { describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_KEY, requestIdentity, startEarlyRequest, takeEarlyAnswer, type EarlyRequestSpec, type EarlyRequestWindow } from '@/services/api/early-requests';

const spec: EarlyRequestSpec = {
  url: '/weaver/api/v1/share/chat',
  method: 'POST',
  query: { os: '3', app_id: '300', device_id: 'd1' },
  headers: { 'Content-Type': 'application/json', 'x-timestamp': '100', 'x-sign': 'aaa', 'x-token': 't1' },
  bodyText: '{"chat_id":"c1"}',
};

function fakeWindow(fetchImpl: typeof fetch): EarlyRequestWindow & Pick<Window, 'fetch' | 'setTimeout' | 'clearTimeout'> {
  return { fetch: fetchImpl, setTimeout: globalThis.setTimeout.bind(globalThis) as unknown as Window['setTimeout'], clearTimeout: globalThis.clearTimeout.bind(globalThis) as unknown as Window['clearTimeout'] };
}

describe('requestIdentity', () => {
  it('ignores what changes with every send (timestamp, signature) and the order of query and headers', () => {
    const again: EarlyRequestSpec = { ...spec, query: { device_id: 'd1', app_id: '300', os: '3' }, headers: { 'x-token': 't1', 'x-sign': 'bbb', 'x-timestamp': '101', 'content-type': 'application/json' } };
    expect(requestIdentity(again)).toBe(requestIdentity(spec));
  });

  it.each([
    ['another body', { bodyText: '{"chat_id":"c2"}' }],
    ['another token', { headers: { ...spec.headers, 'x-token': 't2' } }],
    ['no token', { headers: { 'Content-Type': 'application/json' } }],
    ['another device', { query: { ...spec.query, device_id: 'd2' } }],
    ['another path', { url: '/weaver/api/v1/share/memory' }],
  ])('tells %s apart', (_, change) => {
    expect(requestIdentity({ ...spec, ...change })).not.toBe(requestIdentity(spec));
  });
});

describe('early requests', () => {
  it('sends the request as given and hands its answer to the first identical request only', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"base_resp":{"status_code":0}}', { status: 200 }));
    const win = fakeWindow(fetchImpl as unknown as typeof fetch);
    await startEarlyRequest(win, spec);
    expect(fetchImpl).toHaveBeenCalledWith('/weaver/api/v1/share/chat?os=3&app_id=300&device_id=d1', expect.objectContaining({ method: 'POST', body: spec.bodyText, credentials: 'include', headers: spec.headers }));
    const taken = takeEarlyAnswer(win, { ...spec, headers: { ...spec.headers, 'x-sign': 'other', 'x-timestamp': '200' } });
    await expect(taken).resolves.toEqual({ status: 200, statusText: '', data: { base_resp: { status_code: 0 } } });
    expect(takeEarlyAnswer(win, spec)).toBeNull();
  });

  it('a different request does not take it', async () => {
    const win = fakeWindow((async () => new Response('{}')) as unknown as typeof fetch);
    void startEarlyRequest(win, spec);
    expect(takeEarlyAnswer(win, { ...spec, bodyText: '{"chat_id":"c2"}' })).toBeNull();
    expect(win[EARLY_REQUESTS_KEY]).toHaveLength(1);
  });

  it('a request lost on the network answers null, so the taker sends its own', async () => {
    const win = fakeWindow((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    void startEarlyRequest(win, spec);
    await expect(takeEarlyAnswer(win, spec)).resolves.toBeNull();
  });

  it('gives up after the timeout like any other call', async () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow(((_: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch);
      const answer = startEarlyRequest(win, spec, 5_000);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(answer).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the taker aborting aborts the early request', async () => {
    let signal: AbortSignal | undefined;
    const win = fakeWindow(((_: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise(() => undefined);
    }) as unknown as typeof fetch);
    void startEarlyRequest(win, spec);
    const controller = new AbortController();
    takeEarlyAnswer(win, spec, controller.signal);
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('reads a body that is not JSON as text, as the HTTP transport does', async () => {
    const win = fakeWindow((async () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })) as unknown as typeof fetch);
    await expect(startEarlyRequest(win, spec)).resolves.toEqual({ status: 502, statusText: 'Bad Gateway', data: 'Bad Gateway' });
  });
});
