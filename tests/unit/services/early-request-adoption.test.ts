/**
 * index.html's early request (src/early-request.ts) against the real local API server in process,
 * adopted by the app's own client as src/services/app-services.ts wires it: the server must accept
 * the early request's signature, and the client must take its answer instead of asking again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp, type ApiApp } from '../../../server/app';
import { SharePaths } from '@/api/contract/share';
import { chatContentCall } from '@/features/share/calls/chat';
import { fmContentCall } from '@/features/share/calls/fm';
import { memoryContentCall } from '@/features/share/calls/memory';
import { EARLY_REQUESTS_KEY, type EarlyRequestWindow } from '@/services/api/early-requests';
import { createAppServices, type AppServices } from '@/services/app-services';

let api: ApiApp;
let sent: { path: string; headers: Headers }[] = [];
let failEarly = false;
let services: AppServices | null = null;

const serverFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(new URL(String(input), 'http://localhost'), init);
  const path = new URL(request.url).pathname;
  sent.push({ path, headers: request.headers });
  if (failEarly && sent.length === 1) throw new TypeError('Failed to fetch');
  return api.fetch(request);
}) as typeof fetch;

const contentCalls = (path: string) => sent.filter((r) => r.path === path);
const earlyEntries = () => (window as unknown as EarlyRequestWindow)[EARLY_REQUESTS_KEY] ?? [];

async function openPage(url: string, userAgent?: string): Promise<AppServices> {
  history.replaceState(null, '', url);
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.resetModules();
  await import('@/early-request');
  // Let the early script build, sign and send its request.
  await vi.waitFor(() => expect(earlyEntries().length + (userAgent ? 1 : 0)).toBeGreaterThan(0));
  services = createAppServices(window, { later: () => new Promise<void>(() => undefined) });
  return services;
}

beforeAll(() => {
  api = createApiApp({ env: {}, config: { testMode: true, databasePath: ':memory:', riskLimitPerMinute: 0 } });
});
afterAll(() => api.close());
beforeEach(() => {
  sent = [];
  failEarly = false;
  localStorage.clear();
  delete (window as unknown as EarlyRequestWindow)[EARLY_REQUESTS_KEY];
  vi.stubGlobal('fetch', serverFetch);
  window.fetch = serverFetch;
});
afterEach(() => {
  services?.dispose();
  services = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the early share request', () => {
  it('is signed as the server expects, and the page takes its answer without asking again', async () => {
    const { client } = await openPage('/share/chat?chat_id=chat_en');
    const chat = await chatContentCall('chat_en').load(client);
    expect(chat).toMatchObject({ chat_id: 'chat_en', npc: { npc_id: 'npc_en' } });
    expect(contentCalls(SharePaths.chat)).toHaveLength(1);
    // Taken once: asking again (Retry) goes to the server.
    await chatContentCall('chat_en').load(client);
    expect(contentCalls(SharePaths.chat)).toHaveLength(2);
  });

  it('carries the stored login, and is still the same request as the page would send', async () => {
    localStorage.setItem('authToken', 'stored-token');
    localStorage.setItem('userId', 'u_stored');
    const { client } = await openPage('/share/memory/memory_en');
    await expect(memoryContentCall('memory_en').load(client)).resolves.toMatchObject({ memory_id: 'memory_en' });
    const calls = contentCalls(SharePaths.memory);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('x-token')).toBe('stored-token');
  });

  it('creates the device id the app then keeps using', async () => {
    await openPage('/share/template?template_id=template_en');
    const deviceId = localStorage.getItem('device_id');
    expect(deviceId).toBeTruthy();
    expect(services?.deviceId).toBe(deviceId);
  });

  it('when it is lost on the network, the page sends its own and gets the content', async () => {
    failEarly = true;
    const { client } = await openPage('/share/fm?fm_id=fm_en');
    await expect(fmContentCall('fm_en').load(client)).resolves.toMatchObject({ fm_id: 'fm_en' });
    expect(contentCalls(SharePaths.fm)).toHaveLength(2);
  });

  it('a page whose content differs from the early one asks for its own', async () => {
    const { client } = await openPage('/share/chat?chat_id=chat_en');
    await expect(chatContentCall('chat_ja').load(client)).resolves.toMatchObject({ chat_id: 'chat_ja' });
    expect(contentCalls(SharePaths.chat)).toHaveLength(2);
  });

  it('inside the Talkie app nothing is sent early (requests go through the bridge)', async () => {
    await openPage('/share/chat?chat_id=chat_en', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Talkie/2.30.0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(earlyEntries()).toEqual([]);
  });

  it('without Web Crypto (a page not served over https) nothing is sent early, and the page asks itself', async () => {
    vi.stubGlobal('crypto', {});
    history.replaceState(null, '', '/share/chat?chat_id=chat_en');
    vi.resetModules();
    await import('@/early-request');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(earlyEntries()).toEqual([]);
  });

  it('pages without early content send nothing', async () => {
    history.replaceState(null, '', '/share/post?post_id=post_en');
    vi.resetModules();
    await import('@/early-request');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });
});
