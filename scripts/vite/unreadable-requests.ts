import type { Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Connect, Plugin } from 'vite';
import { closeAfterUnreadBody } from '../../server/http/unread-body.ts';
import { isApiPath } from '../../server/paths.ts';

/**
 * Requests a browser can send but the static server cannot read, answered with our own pages instead
 * of an empty body:
 * - a path whose percent-encoding is broken (`/share/memory/%E0%A4%A`): Vite's own middlewares fail to
 *   decode it and answer an empty 404, so the page never loads. Such a path still belongs to the SPA:
 *   it gets index.html, and the app shows its not-found page for it.
 * - a body sent to a page or an asset: never read, the connection closes after the answer instead of
 *   Node taking whatever the sender keeps sending.
 * - a request line or headers over Node's limit (a URL over about 16 KB): Node answers 431 before any
 *   middleware runs. The server's `clientError` hook answers with a short page of ours instead.
 * Production hosting must do the same (README, "Hosting and speed").
 */
export function unreadableRequests(): Plugin {
  return {
    name: 'talkie-unreadable-requests',
    configureServer(server) {
      server.middlewares.use(pagesReadNoBody);
      server.middlewares.use(spaPathWithBrokenEncoding);
      if (server.httpServer) answerClientErrors(server.httpServer as HttpServer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(pagesReadNoBody);
      server.middlewares.use(spaPathWithBrokenEncoding);
      if (server.httpServer) answerClientErrors(server.httpServer as HttpServer);
    },
  };
}

/**
 * A body sent to a page or an asset is never read: the connection closes after the answer (the API reads its own, with
 * limits).
 */
export const pagesReadNoBody: Connect.NextHandleFunction = (req, res, next) => {
  if (!isApiPath(req.url ?? '/')) closeAfterUnreadBody(req, res);
  next();
};

export const isReadablePath = (path: string): boolean => {
  try {
    // The result is used on purpose: the config bundler drops a bare decodeURI() call as pure.
    return typeof decodeURI(path) === 'string';
  } catch {
    return false;
  }
};

/** Built assets and other files (an extension in the last segment) are not SPA paths. */
const looksLikeFile = (path: string): boolean => path.startsWith('/assets/') || /\/[^/]*\.[^/]*$/.test(path);

export const spaPathWithBrokenEncoding: Connect.NextHandleFunction = (req, res, next) => {
  const url = req.url ?? '/';
  const path = url.split(/[?#]/)[0] ?? '/';
  if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(url) || isReadablePath(path)) return next();
  if (looksLikeFile(path)) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return;
  }
  // The browser keeps the address it asked for; the app reads it and shows its not-found page.
  req.url = '/';
  next();
};

const TOO_LARGE_STATUS = 431;

/** One short page in the five languages of the product: the app itself cannot run for this request. */
export const REQUEST_TOO_LARGE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Talkie: link too long</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:48px 24px;max-width:480px;color:#1d1d1f}h1{font-size:20px}p{margin:8px 0}a{color:#6b4eff}</style>
</head><body>
<h1>This link is too long to open</h1>
<p>The address is longer than our servers accept. Ask for a new link, or <a href="/">go to Talkie</a>.</p>
<p lang="zh">链接过长，无法打开。请重新获取链接，或<a href="/">前往 Talkie</a>。</p>
<p lang="es">Este enlace es demasiado largo para abrirlo. Pide un enlace nuevo o <a href="/">ve a Talkie</a>.</p>
<p lang="pt">Este link é longo demais para abrir. Peça um novo link ou <a href="/">vá para o Talkie</a>.</p>
<p lang="ja">リンクが長すぎるため開けません。新しいリンクを取得するか、<a href="/">Talkie へ移動</a>してください。</p>
</body></html>
`;

function rawResponse(status: number, reason: string, body: string, type: string): string {
  const bytes = Buffer.byteLength(body);
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}\r\nContent-Length: ${bytes}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Replaces Node's default answer to requests it cannot parse. With a listener attached Node leaves
 * every such socket to us, so each error is answered and the socket closed.
 */
export function answerClientErrors(server: Pick<HttpServer, 'prependListener'>): void {
  // First in line: Vite's own listener then finds the socket closed and leaves it alone.
  server.prependListener('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? rawResponse(
            TOO_LARGE_STATUS,
            'Request Header Fields Too Large',
            REQUEST_TOO_LARGE_PAGE,
            'text/html; charset=utf-8',
          )
        : rawResponse(400, 'Bad Request', 'Bad request', 'text/plain; charset=utf-8');
    socket.end(answer);
  });
}
