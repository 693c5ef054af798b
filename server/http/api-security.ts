/**
 * Headers and refusals every answer of the local Weaver API goes through (one middleware, first in
 * server/app.ts):
 * - `X-Content-Type-Options: nosniff` on every answer: a browser never reads an answer as another type
 *   than the one sent (a GIF that is also HTML stays a GIF).
 * - media and uploads (`/weaver/media/*`, `/weaver/uploads/*`): a CSP that makes a document opened from
 *   them inert (MEDIA_CSP) and a Content-Disposition: `inline` with a safe file name for pictures, sound
 *   and video the pages show, `attachment` for anything else.
 * - a path whose percent-encoding is broken answers 400 with the status envelope, before any route
 *   tries to decode it (one route decoding it threw, which answered 500).
 */
import type { MiddlewareHandler } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import type { AppEnv } from '../context';
import { isReadablePath, MEDIA_CSP } from './security-headers';

/** Where the API serves files rather than JSON: generated media, creator uploads and help-form uploads. */
export const MEDIA_PATH_PREFIXES = ['/weaver/media/', '/weaver/uploads/'] as const;
export const isMediaPath = (path: string): boolean => MEDIA_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

/**
 * `inline; filename="avatar-u_1.svg"`: the last segment of the path with anything but letters, digits,
 * dot, dash and underscore replaced, and the extension of the type sent when it has none, so a
 * download is named after what it is. Types a page does not show inline are attachments.
 */
export function mediaDisposition(path: string, contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const last = path.split('/').pop() ?? '';
  let name =
    last
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^\.+/, '')
      .slice(0, 100) || 'file';
  const extension = EXTENSION_OF_TYPE[type];
  if (extension && !name.toLowerCase().endsWith(`.${extension}`)) name = `${name}.${extension}`;
  const inline = /^(image|audio|video)\//.test(type);
  return `${inline ? 'inline' : 'attachment'}; filename="${name}"`;
}

export function apiSecurityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The path as sent: Hono's own c.req.path is already decoded, where a broken escape is kept as is.
    const path = new URL(c.req.url).pathname;
    if (!isReadablePath(path)) {
      c.set('baseStatus', StatusCode.InvalidParam);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.json(
        { base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'the path has a broken percent-encoding' } },
        400,
      );
    }
    await next();
    let headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // An answer with immutable headers (one a fetch returned): sent as a copy that can take them.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('X-Content-Type-Options', 'nosniff');
    }
    if (!isMediaPath(path)) return;
    headers.set('Content-Security-Policy', MEDIA_CSP);
    if (c.res.status >= 200 && c.res.status < 300)
      headers.set('Content-Disposition', mediaDisposition(path, headers.get('Content-Type') ?? ''));
  };
}
