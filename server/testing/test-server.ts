/** Starts the local Weaver API for a test: in process (app.fetch) or on a real loopback port. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApiApp, type ApiApp, type ApiAppOptions } from '../app';
import { ApiClient, type ApiClientOptions } from './api-client';
import { ControlClient } from './control-client';

export interface TestApi {
  api: ApiApp;
  client: ApiClient;
  control: ControlClient;
  newClient: (options?: ApiClientOptions) => ApiClient;
  close: () => Promise<void>;
}

const testEnv = { TALKIE_API_TEST_MODE: '1', TALKIE_API_DB: ':memory:' };
/** Start-up warnings are tested where they matter; elsewhere they would only clutter the output. */
const quiet = (): void => undefined;

/** An in-memory, test-mode server called in process. */
export function startInProcess(options: ApiAppOptions = {}): TestApi {
  const api = createApiApp({ warn: quiet, ...options, env: { ...testEnv, ...options.env } });
  const fetchImpl = (request: Request) => api.fetch(request);
  const newClient = (clientOptions: ApiClientOptions = {}) => new ApiClient({ fetch: fetchImpl, ...clientOptions });
  return {
    api,
    client: newClient(),
    control: new ControlClient('http://localhost', fetchImpl),
    newClient,
    close: async () => api.close(),
  };
}

/** The same server listening on 127.0.0.1 on a free port, called over real HTTP. */
export async function startListening(options: ApiAppOptions = {}): Promise<TestApi & { baseUrl: string }> {
  const api = createApiApp({ warn: quiet, ...options, env: { ...testEnv, ...options.env } });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const newClient = (clientOptions: ApiClientOptions = {}) => new ApiClient({ baseUrl, ...clientOptions });
  return {
    api,
    baseUrl,
    client: newClient(),
    control: new ControlClient(baseUrl),
    newClient,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => {
          api.close();
          resolve();
        });
      }),
  };
}
