import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import type * as ApiModule from './app';
import { isApiPath } from './paths.ts';

interface MountedApi {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  close: () => void;
}

/**
 * Mounts the local Weaver API inside the Vite dev and preview servers (one origin, one command):
 * requests under /weaver/ (and /__control/ in test mode) go to the API app, the rest to Vite.
 * The server code is loaded lazily with tsx, as its own modules rather than bundled into Vite's config,
 * so Vitest (which loads this config too) never opens the database.
 */
export function localApiServer(): Plugin {
  let api: Promise<MountedApi> | null = null;

  const load = (): Promise<MountedApi> => {
    api ??= (async () => {
      const { tsImport } = await import('tsx/esm/api');
      const [{ createApiApp }, { getRequestListener }] = await Promise.all([
        tsImport('./app.ts', import.meta.url) as Promise<typeof ApiModule>,
        import('@hono/node-server'),
      ]);
      // The API inside Vite is the local stand-in of every developer's machine, never a deployment: Vite
      // sets NODE_ENV=production for `vite preview`, which would otherwise ask it for production secrets.
      // A deployed API runs on its own (`npm run server`) and fails closed there.
      const instance = createApiApp({ env: { ...process.env, NODE_ENV: 'development' } });
      const listener = getRequestListener((request, env) => instance.fetch(request, env));
      return { handle: (req, res) => listener(req, res), close: instance.close };
    })();
    return api;
  };

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!isApiPath(req.url ?? '')) return next();
    load()
      .then(({ handle }) => handle(req, res))
      .catch((error: unknown) => next(error));
  };

  const mount = (server: {
    middlewares: Connect.Server;
    httpServer: { once(event: 'close', cb: () => void): unknown } | null;
  }) => {
    // Start now so the first page load does not wait for the database.
    load().catch((error: unknown) => console.error('[weaver-api] failed to start:', error));
    server.middlewares.use(middleware);
    server.httpServer?.once('close', () => {
      void api?.then((instance) => instance.close()).catch(() => undefined);
      api = null;
    });
  };

  return {
    name: 'talkie-local-api',
    configureServer: (server) => mount(server),
    configurePreviewServer: (server) => mount(server),
  };
}
