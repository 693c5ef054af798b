/**
 * The server render of the pages and its middleware, one module for every server that answers them:
 * the dev and preview servers (the Vite plugin scripts/vite/page-ssr.ts) and the production page
 * server (server/serve.ts).
 */

import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Connect } from 'vite';
import type * as EntryServer from '../../src/entry-server.tsx';
import { isServerRenderedPath } from '../../src/server-render/render-config.ts';
import { stylesheetsFor } from './page-stylesheets.ts';

export type Entry = typeof EntryServer;

/** The server render of the pages (src/entry-server.tsx); a path it does not render stays the SPA's index.html. */
export const SSR_ENTRY = 'src/entry-server.tsx';
/** Where `vite build` puts the server bundle (the `ssr` environment). */
export const SSR_OUT_DIR = 'dist/server';

/**
 * A request carrying this header gets the page rendered in the browser, as without server rendering
 * (dev and preview servers only): the end-to-end tests that send a page's API calls to a private API
 * with its own faults and clock use it, since the renderer would ask the shared one.
 */
export const CLIENT_RENDER_HEADER = 'x-talkie-client-render';

export interface Renderer {
  entry: () => Promise<Entry>;
  /** index.html as the page at `url` is served. */
  template: (url: string) => Promise<string>;
}

/**
 * The page compressed as a CDN would send it (brotli, else gzip): most pages then fit the first round
 * trip of a new connection (about 14 KB), which a phone on a slow network feels.
 */
export function compressed(html: string, acceptEncoding: string): { bytes: Buffer; encoding?: 'br' | 'gzip' } {
  const bytes = Buffer.from(html);
  if (/\bbr\b/.test(acceptEncoding))
    return { bytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { bytes: gzipSync(bytes), encoding: 'gzip' };
  return { bytes };
}

export interface PageRenderOptions {
  /** Where the renderer calls the Weaver API; null: not known yet (the server is not listening). */
  readonly apiBase: () => string | null;
  /**
   * The public origin for canonical and og:url. Unset (dev and preview): the Host the visitor used,
   * which the local API is then told too, so media URLs name it.
   */
  readonly publicOrigin?: string | undefined;
  /**
   * Where the visitor's browser reaches the API (with publicOrigin; default: publicOrigin, whose API
   * paths a CDN sends to the API). The API's answers name the address the renderer called it at
   * (apiBase, an internal one); their URLs are moved to this origin before they reach the HTML.
   */
  readonly publicApiOrigin?: string | undefined;
  /** Honour CLIENT_RENDER_HEADER (dev and preview servers only). */
  readonly clientRenderHeader?: boolean;
  /** How long the render waits for the API (default renderConfig.budgetMs; dev and preview servers may set it). */
  readonly budgetMs?: number;
  /**
   * Headers of the rendered page from its HTML (server/http/security-headers.ts: its CSP allows the
   * page's inline scripts by hash, so it is computed from the document actually sent).
   */
  readonly pageHeaders?: (html: string) => Readonly<Record<string, string>>;
}

const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Answers a page with its server render; any failure falls through to the SPA's index.html. */
export function pageRenderMiddleware(renderer: Renderer, options: PageRenderOptions): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const url = req.url ?? '/';
    const base = options.apiBase();
    const optOut = options.clientRenderHeader === true && req.headers[CLIENT_RENDER_HEADER] !== undefined;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isServerRenderedPath(url) || !base || optOut) return next();
    const host = req.headers.host ?? 'localhost';
    const proto = String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0];
    void (async () => {
      const entry = await renderer.entry();
      const page = await entry.renderPage({
        url,
        origin: options.publicOrigin ?? `${proto}://${host}`,
        userAgent: req.headers['user-agent'] ?? '',
        acceptLanguage: String(req.headers['accept-language'] ?? ''),
        pageVariant: firstValue(req.headers[entry.PAGE_VARIANT_HEADER.toLowerCase()]),
        apiBaseUrl: base,
        cookie: req.headers.cookie,
        ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}),
        ...(options.publicOrigin
          ? { publicApiOrigin: options.publicApiOrigin ?? options.publicOrigin }
          : { apiHeaders: { host } }),
      });
      if (!page) return next();
      const template = await renderer.template(url);
      const html = entry.renderPageDocument(
        template,
        page,
        stylesheetsFor(template, new URL(url, 'http://x').pathname),
      );
      res.statusCode = page.status;
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      for (const [name, value] of Object.entries(options.pageHeaders?.(html) ?? {})) res.setHeader(name, value);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const body = compressed(html, String(req.headers['accept-encoding'] ?? ''));
      if (body.encoding) res.setHeader('Content-Encoding', body.encoding);
      res.setHeader('Vary', `${page.headers.Vary ?? ''}${page.headers.Vary ? ', ' : ''}Accept-Encoding`);
      res.end(req.method === 'HEAD' ? undefined : body.bytes);
    })().catch((error: unknown) => {
      console.error('[page-ssr] falling back to the client render:', error);
      next();
    });
  };
}

/** The renderer of a build: the server bundle and the built index.html, each read once. */
export function builtRenderer(clientDir: string, serverDir: string): Renderer {
  let entry: Promise<Entry> | null = null;
  let template: Promise<string> | null = null;
  return {
    entry: () => (entry ??= import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href) as Promise<Entry>),
    template: () => (template ??= readFile(path.join(clientDir, 'index.html'), 'utf8')),
  };
}
