import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { pageSecurityHeaders } from '../../server/http/security-headers.ts';
import {
  builtRenderer,
  pageRenderMiddleware,
  SSR_ENTRY,
  SSR_OUT_DIR,
  type Entry,
  type Renderer,
} from '../../server/pages/page-render.ts';
import { pageHeaderOptions } from './security-headers.ts';

/** The address the server listens on: the renderer calls the local API there. */
function localApiBase(server: { httpServer: { address(): AddressInfo | string | null } | null }): string | null {
  const address = server.httpServer?.address();
  return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null;
}

/**
 * TALKIE_RENDER_BUDGET_MS (dev and preview servers only): how long the render waits for the API instead of
 * renderConfig.budgetMs. The end-to-end servers wait 1 s, so a page renders with its content on a busy test
 * machine as on a quiet one; their slow-API cases answer after 2 s or more.
 */
function renderBudgetMs(): number | undefined {
  const value = Number(process.env.TALKIE_RENDER_BUDGET_MS);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Server-rendered pages in `npm start` (the dev server loads the entry through Vite, so edits
 * apply at once) and in `npm run preview` (the `ssr` build output beside the client build).
 */
export function pageSsr(): Plugin {
  return {
    name: 'talkie-page-ssr',
    configureServer(server: ViteDevServer) {
      const renderer: Renderer = {
        entry: () => server.ssrLoadModule(`/${SSR_ENTRY}`) as Promise<Entry>,
        template: async (url) =>
          server.transformIndexHtml(url, await readFile(path.resolve(server.config.root, 'index.html'), 'utf8')),
      };
      const headers = pageHeaderOptions(server.config, 'dev');
      server.middlewares.use(
        pageRenderMiddleware(renderer, {
          apiBase: () => localApiBase(server),
          clientRenderHeader: true,
          budgetMs: renderBudgetMs(),
          pageHeaders: (html) => pageSecurityHeaders(html, headers),
        }),
      );
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const renderer = builtRenderer(outDir, path.resolve(server.config.root, SSR_OUT_DIR));
      const headers = pageHeaderOptions(server.config, 'preview');
      server.middlewares.use(
        pageRenderMiddleware(renderer, {
          apiBase: () => localApiBase(server),
          clientRenderHeader: true,
          budgetMs: renderBudgetMs(),
          pageHeaders: (html) => pageSecurityHeaders(html, headers),
        }),
      );
    },
  };
}
