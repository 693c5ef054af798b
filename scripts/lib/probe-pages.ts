/**
 * The hostile-user probes of the page (scripts/probe-abuse.ts): what a person who picks up a shared
 * phone, or reads a rendered page's HTML, finds.
 * - A draft after sign-out: the page's real auth flow and draft store in this process, against the
 *   in-memory API, one device's local storage in memory (the browser's own storage is not needed to
 *   decide it: what is read is which keys the page leaves there).
 * - The render API's internal address: the production page server on a loopback port, rendering with
 *   the API at its internal http:// address (the source's renderer through Vite: no build needed).
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm, copyFile } from 'node:fs/promises';
import { waitFor } from 'xstate';
import { createServer } from 'vite';
import { SeedIds } from '../../server/seed/ids';
import { startPageServer } from '../../server/serve';
import type { Entry } from '../../server/pages/page-render';
import { startInProcess, startListening } from '../../server/testing/test-server';
import { draftStore as helpDrafts } from '../../src/features/help/drafts';
import { startAuth } from '../../src/kernel/session/auth-flow';
import { config } from '../../src/platform/config';
import { createApiClient } from '../../src/services/api/client';
import { getUserStatus } from '../../src/services/api/endpoints';
import type { AppServices } from '../../src/services/app-services';
import { createAppStorage } from '../../src/services/storage/app-storage';
import { createSafeStorage } from '../../src/services/storage/safe-storage';

interface ProbeResult {
  probe: string;
  got: string;
  open: boolean;
}

const root = path.resolve(import.meta.dirname, '..', '..');

/** A device's local storage in memory, listing its keys as a browser's does. */
function deviceStorage() {
  const mem = new Map<string, string>();
  return Object.assign(
    createSafeStorage(() => ({
      getItem: (k) => mem.get(k) ?? null,
      setItem: (k, v) => void mem.set(k, v),
      removeItem: (k) => void mem.delete(k),
    })),
    { keys: () => [...mem.keys()] },
  );
}

export async function draftAfterSignOut(): Promise<ProbeResult> {
  const server = startInProcess({ config: { riskLimitPerMinute: 0 } });
  const store = deviceStorage();
  const storage = createAppStorage({ store, cookies: null });
  let refresher: ((token: string | null) => Promise<string>) | null = null;
  // The answers as fetch gives them: once a server has listened in this process, @hono/node-server's
  // Response is the global one, and the client (redaxios) cannot read its fields.
  const FetchResponse = (await fetch('data:,')).constructor as typeof Response;
  const serverFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = await server.api.fetch(new Request(new URL(String(input), 'http://localhost'), init));
    return new FetchResponse(await answer.text(), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
  const client = createApiClient({
    fetch: serverFetch as typeof fetch,
    session: () => ({
      authToken: storage.readAuth().authToken,
      userId: storage.readAuth().userId,
      deviceId: 'probe-device',
    }),
    appIdentity: () => ({ appId: 300, appVersion: config.webAppVersion }),
    tokenRefresher: (token) => (refresher ? refresher(token) : Promise.reject(new Error('no refresher'))),
  });
  const services = {
    environment: 'production',
    storage,
    client,
    reporter: { report: () => undefined },
    setTokenRefresher: (next: typeof refresher) => {
      refresher = next;
    },
  } as unknown as AppServices;
  const auth = startAuth(services, {} as Window, store);
  try {
    const userId =
      (await waitFor(auth, (s) => s.matches('authenticated'), { timeout: 10_000 })).context.session?.userId ?? '';
    helpDrafts('feedback', userId, store).save({
      values: { description: 'call me at +1 555 0100', contact_email: 'robin@example.com' },
      images: [],
      attemptKey: null,
    });
    // Signed out elsewhere: the server revokes the account's tokens; the page's next call is refused.
    await server.control.tokens('revoke', { user_id: userId });
    await getUserStatus(client).catch(() => undefined);
    await waitFor(auth, (s) => s.matches('authenticated') && s.context.session?.userId !== userId, { timeout: 10_000 });
    const left = store.keys().filter((key) => key.startsWith('talkie:draft:') && key.includes(userId));
    return {
      probe: 'a feedback draft with an e-mail, after its account’s tokens are revoked',
      got:
        left.length > 0
          ? `${left.length} draft of the signed-out account left in local storage`
          : 'no draft of the signed-out account left',
      open: left.length > 0,
    };
  } finally {
    auth.stop();
    await server.close();
  }
}

export async function internalAddressInPublicHtml(): Promise<ProbeResult> {
  const api = await startListening();
  const build = await mkdtemp(path.join(os.tmpdir(), 'talkie-probe-pages-'));
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  let pages: Server | null = null;
  try {
    await copyFile(path.join(root, 'index.html'), path.join(build, 'index.html'));
    const renderer = {
      entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Entry>,
      template: () => readFile(path.join(build, 'index.html'), 'utf8'),
    };
    const env = {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      TALKIE_RENDER_API_BASE_URL: api.baseUrl,
      TALKIE_PUBLIC_ORIGIN: 'https://h5.talkie-ai.com',
    };
    const started = startPageServer(env, { clientDir: build, serverDir: path.join(build, 'server') }, renderer);
    pages = started;
    const log = console.log;
    console.log = () => undefined;
    await new Promise<void>((resolve) => started.once('listening', () => resolve())).finally(() => (console.log = log));
    const html = await (
      await fetch(`http://127.0.0.1:${(started.address() as AddressInfo).port}/share/chat?chat_id=${SeedIds.chats.en}`)
    ).text();
    const internal = html.split(new URL(api.baseUrl).host).length - 1;
    const media = [...html.matchAll(/[a-z]+:\/\/[^"'\s<>\\)]+\/weaver\/media\//g)].map((m) => m[0]);
    const elsewhere = media.filter((url) => !url.startsWith('https://h5.talkie-ai.com/')).length;
    return {
      probe: 'a share page rendered with the API at an internal http:// address',
      got: `${internal} mentions of the internal address; ${media.length - elsewhere} of ${media.length} media links on the public origin`,
      open: internal > 0 || elsewhere > 0 || media.length === 0,
    };
  } finally {
    const closing = pages;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    await vite.close();
    await api.close();
    await rm(build, { recursive: true, force: true });
  }
}
