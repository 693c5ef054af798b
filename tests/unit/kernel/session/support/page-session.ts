/**
 * A page's auth start-up against the real local API server (in process, test mode): the real client
 * (signing, token refresh hook), real storage in memory, the real auth machine and refresh-token check.
 * Only the window and the error reporter are stand-ins.
 */
import { vi } from 'vitest';
import { startInProcess, type TestApi } from '../../../../server/support';
import { startAuth } from '@/kernel/session/auth-flow';
import type { AuthActor } from '@/kernel/session/session-types';
import { config } from '@/platform/config';
import type { Environment } from '@/platform/environment';
import { createApiClient } from '@/services/api/client';
import type { AppServices } from '@/services/app-services';
import { createAppStorage, type AppStorage } from '@/services/storage/app-storage';
import type { ListedStore } from '@/kernel/drafts';
import { createSafeStorage } from '@/services/storage/safe-storage';
import type { BrowserTab } from '../../../support/browser-tabs';

export const API = '/weaver/api/v1';

export interface PageSession {
  readonly actor: AuthActor;
  readonly storage: AppStorage;
  /** API paths the page called, in order. */
  readonly paths: string[];
  /** The JSON bodies the page sent to `path` (under API), in order. */
  bodies(path: string): unknown[];
  readonly services: AppServices;
  readonly window: Record<string, unknown>;
  readonly report: ReturnType<typeof vi.fn>;
  count(path: string): number;
}

/**
 * One visit: `storage` carries what an earlier visit stored (a new one when absent); in a `tab` of a
 * fake browser, the page uses that tab's local storage, storage events and Web Locks. `drafts` is
 * where the page's drafts are kept (the storage of `storage`, in a browser: pass the same store).
 */
export function visitPage(
  server: TestApi,
  {
    tab,
    storage = tab ? tabStorage(tab) : memoryStorage(),
    environment = 'production',
    drafts = Object.assign(
      createSafeStorage(() => null),
      { keys: () => [] },
    ),
  }: { tab?: BrowserTab; storage?: AppStorage; environment?: Environment; drafts?: ListedStore } = {},
): PageSession {
  const paths: string[] = [];
  const sent: Array<{ path: string; body: unknown }> = [];
  const serverFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    paths.push(new URL(request.url).pathname);
    sent.push({
      path: new URL(request.url).pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    });
    return server.api.fetch(request);
  }) as typeof fetch;
  let refresher: ((token: string | null) => Promise<string>) | null = null;
  const client = createApiClient({
    fetch: serverFetch,
    session: () => {
      const auth = storage.readAuth();
      return { authToken: auth.authToken, userId: auth.userId, deviceId: 'device-unit-1' };
    },
    appIdentity: () => ({ appId: 300, appVersion: config.webAppVersion }),
    tokenRefresher: (token) => (refresher ? refresher(token) : Promise.reject(new Error('no refresher'))),
  });
  const report = vi.fn();
  const services = {
    environment,
    storage,
    client,
    reporter: { report },
    setTokenRefresher: (next: typeof refresher) => {
      refresher = next;
    },
  } as unknown as AppServices;
  const win: Record<string, unknown> = tab ? { ...tab.window } : {};
  const actor = startAuth(services, win as unknown as Window, drafts);
  return {
    actor,
    storage,
    paths,
    services,
    window: win,
    report,
    count: (path) => paths.filter((p) => p === `${API}/${path}`).length,
    bodies: (path) => sent.filter((r) => r.path === `${API}/${path}`).map((r) => r.body),
  };
}

export const memoryStorage = (): AppStorage =>
  createAppStorage({ store: createSafeStorage(() => null), cookies: null });
const tabStorage = (tab: BrowserTab): AppStorage =>
  createAppStorage({ store: createSafeStorage(() => tab.localStorage), cookies: null });

export { startInProcess };
