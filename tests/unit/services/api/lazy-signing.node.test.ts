import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';

/** The signing code loads with the first request the client signs; a failed load is tried again. */
describe('lazily loaded signing', () => {
  afterEach(() => {
    vi.doUnmock('@/services/api/request-headers');
    vi.resetModules();
  });

  it('a request made while the signing code cannot load fails, and the next one loads it and goes out signed', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('@/services/api/request-headers', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createApiClient } = await import('@/services/api/client');
    const sent: Headers[] = [];
    const client = createApiClient({
      session: () => ({ authToken: null, userId: null, deviceId: 'd1' }),
      appIdentity: () => ({ appId: 300, appVersion: '1.0.0' }),
      fetch: (async (_: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Headers(init?.headers));
        return new Response(JSON.stringify({ base_resp: { status_code: 0, status_msg: 'ok' } }), { status: 200 });
      }) as typeof fetch,
    });
    const schema = v.object({ base_resp: v.object({ status_code: v.number(), status_msg: v.string() }) });
    await expect(client.post('/x', {}, schema, { reportFailures: false })).rejects.toThrow();
    expect(sent).toHaveLength(0);

    offline = false;
    vi.resetModules();
    await expect(client.post('/x', {}, schema, { reportFailures: false })).resolves.toMatchObject({
      base_resp: { status_code: 0 },
    });
    expect(sent[0]?.get('x-sign')).toMatch(/^[0-9a-f]{40}$/);
  });
});
