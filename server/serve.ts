/**
 * The production page server (`npm run serve`, after `npm run build`): a small Node server in front of
 * the built assets that renders the share pages on the server (README "Server-rendered pages").
 *
 * - `/share/*`: rendered from dist/server/entry-server.js, calling the Weaver API at
 *   TALKIE_RENDER_API_BASE_URL as an anonymous visitor within the render budget; on any failure the
 *   page is the app's index.html, as without server rendering.
 * - `/assets/*`: the built files, brotli when the browser accepts it, cached for a year (names are hashed).
 * - everything else: index.html (the app renders it in the browser), never cached by a CDN.
 *
 * Every answer carries the security headers of server/http/security-headers.ts; a page (index.html or a
 * rendered share page) carries a Content-Security-Policy allowing its inline scripts by hash.
 *
 * Environment: PORT (default 8080), HOST (default 0.0.0.0), TALKIE_RENDER_API_BASE_URL (required: the
 * Weaver API origin the renderer calls, usually an internal address; never written into a page),
 * TALKIE_PUBLIC_ORIGIN (required: the pages' public origin, for canonical and og:url;
 * never taken from the request's Host, which a visitor could set in a page a CDN then keeps);
 * VITE_API_BASE_URL and VITE_ERROR_REPORT_ENDPOINT as the page was built with them (origins the CSP lets
 * the page call; the API's media links in a rendered page are put on VITE_API_BASE_URL's origin, else on
 * TALKIE_PUBLIC_ORIGIN), TALKIE_CSP_REPORT_URI (where browsers report CSP violations; unset: nowhere).
 * With NODE_ENV=production it refuses to start unless both public origins are https://.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { builtRenderer, compressed, pageRenderMiddleware, type Renderer } from './pages/page-render.ts';
import { StatusCode } from '../src/api/contract/codes.ts';
import {
  BASE_SECURITY_HEADERS,
  isReadablePath,
  originOf,
  pageHeaderOptionsFromEnv,
  pageSecurityHeaders,
} from './http/security-headers.ts';
import { closeAfterUnreadBody } from './http/unread-body.ts';
import { isApiPath } from './paths.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Where the build put the client (assets and index.html) and the server renderer. */
export interface BuiltDirs {
  clientDir: string;
  serverDir: string;
}
export const builtDirs: BuiltDirs = {
  clientDir: path.join(root, 'dist'),
  serverDir: path.join(root, 'dist', 'server'),
};

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** A built asset, brotli when accepted and present; false when there is no such file. */
async function sendAsset(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  clientDir: string,
): Promise<boolean> {
  const file = path.join(clientDir, path.normalize(pathname));
  if (!file.startsWith(path.join(clientDir, 'assets') + path.sep)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const brotli =
    /\bbr\b/.test(
      // A request without the header reads 'undefined', which does not name br either.
      String(req.headers['accept-encoding']),
    ) && (await stat(`${file}.br`).catch(() => null))?.isFile();
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Vary', 'Accept-Encoding');
  if (brotli) res.setHeader('Content-Encoding', 'br');
  // Stryker disable next-line ConditionalExpression,StringLiteral: Node's HTTP server never sends a body in answer to HEAD, so streaming the file gives the same answer (tested: headers, no body)
  if (req.method === 'HEAD') return (res.end(), true);
  // A file that cannot be read after the stat (gone, refused) ends this answer, not the process.
  createReadStream(brotli ? `${file}.br` : file)
    .on('error', () => res.destroy())
    .pipe(res);
  return true;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * What keeps a production page server (NODE_ENV=production) from starting: a public origin a visitor's
 * browser would reach over plain http (its pages, links and media then travel unencrypted, and an
 * https page's CSP and mixed-content rules block them). Empty when it may start.
 */
export function pageServerProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const https = (value: string) => /^https:\/\//i.test(value) && originOf(value) !== null;
  const origin = env.TALKIE_PUBLIC_ORIGIN ?? '';
  if (!https(origin)) problems.push(`TALKIE_PUBLIC_ORIGIN: set the pages' public https:// origin (got "${origin}")`);
  const api = env.VITE_API_BASE_URL ?? '';
  if (api !== '' && /^[a-z]+:/i.test(api) && !https(api))
    problems.push(`VITE_API_BASE_URL: the API's public base the page was built with must be https:// (got "${api}")`);
  return problems;
}

/** `renderer`: the server render (the build's by default; a probe may hand it the source's, through Vite). */
export function startPageServer(
  env: Env = process.env,
  { clientDir, serverDir }: BuiltDirs = builtDirs,
  renderer: Renderer = builtRenderer(clientDir, serverDir),
) {
  const apiBase = env.TALKIE_RENDER_API_BASE_URL;
  const publicOriginSetting = env.TALKIE_PUBLIC_ORIGIN;
  if (!apiBase || !publicOriginSetting)
    throw new Error('set TALKIE_RENDER_API_BASE_URL and TALKIE_PUBLIC_ORIGIN (README "Server-rendered pages")');
  const problems = pageServerProblems(env);
  if (problems.length > 0)
    throw new Error(
      `refusing to start the page server with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  const publicOrigin = originOf(publicOriginSetting) ?? publicOriginSetting;
  // Where the visitor's browser reaches the API: the origin the page was built with, else its own (the CDN sends API
  // paths there).
  const publicApiOrigin = originOf(env.VITE_API_BASE_URL) ?? publicOrigin;
  const headerOptions = pageHeaderOptionsFromEnv(env);
  const pageHeaders = (html: string) => pageSecurityHeaders(html, headerOptions);
  const renderPage = pageRenderMiddleware(renderer, {
    apiBase: () => apiBase,
    publicOrigin,
    publicApiOrigin,
    pageHeaders,
  });
  // The page and its headers, read and hashed once; compressed as the rendered pages are.
  let indexHtml: Promise<{ html: string; headers: Record<string, string>; br: Buffer; gzip: Buffer }> | null = null;
  const sendIndex = async (req: IncomingMessage, res: ServerResponse) => {
    const page = await (indexHtml ??= readFile(
      path.join(clientDir, 'index.html'),
      // Stryker disable next-line StringLiteral: without an encoding the page comes as bytes, which res.end sends unchanged
      'utf8',
    ).then((html) => ({
      html,
      headers: pageHeaders(html),
      br: compressed(html, 'br').bytes,
      gzip: compressed(html, 'gzip').bytes,
    })));
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(encoding ? page[encoding] : page.html);
  };
  const failed = (res: ServerResponse) => () => {
    indexHtml = null; // read the page again next time: the build may be back
    res.statusCode = 500;
    res.end();
  };
  return createServer((req, res) => {
    // Stryker disable next-line StringLiteral: Node's server always gives a request its URL, and split always gives one part
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    closeAfterUnreadBody(req, res);
    // An API address (the CDN sends those to the API) no server can read: the API's own answer to it.
    // A page address stays the app's (its not-found page), an asset address a 404, as in `vite preview`.
    if (isApiPath(pathname) && !isReadablePath(pathname)) {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'the path has a broken percent-encoding' },
        }),
      );
      return;
    }
    void (async () => {
      if (pathname.startsWith('/assets/')) {
        if (!(await sendAsset(req, res, pathname, clientDir))) {
          res.statusCode = 404;
          res.end('Not found');
        }
        return;
      }
      renderPage(req, res, () => void sendIndex(req, res).catch(failed(res)));
    })().catch(failed(res));
  }).listen(Number(env.PORT ?? 8080), env.HOST ?? '0.0.0.0', () => {
    console.log(`Pages on port ${env.PORT ?? 8080}, pages rendered with ${apiBase}`);
    // It holds no secret; beyond plain-http public origins in production it refuses nothing, and what it runs with goes
    // in the log.
    console.log(
      `  build ${clientDir}; public origin ${publicOrigin}; media and API links on ${publicApiOrigin}; CSP enforced, API origins allowed: ${headerOptions.connectOrigins?.join(', ') || 'same origin only'}; violation reports: ${headerOptions.reportUri ?? 'none'}`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) startPageServer();
