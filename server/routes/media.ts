import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import type { AppEnv } from '../context';
import { MEDIA_PREFIX, renderClip, renderSvg, renderWav } from '../services/media';

/** GET /weaver/media/{kind}/{id}.{ext}: generated seed media (unsigned, cacheable, like a CDN). */
export function mountMediaRoutes(app: Hono<AppEnv>): void {
  app.get(`${MEDIA_PREFIX}/:kind/:file`, (c) => {
    const kind = c.req.param('kind') ?? '';
    const file = c.req.param('file') ?? '';
    const dot = file.lastIndexOf('.');
    const id = decodeURIComponent(dot > 0 ? file.slice(0, dot) : file);
    const cache = { 'cache-control': 'public, max-age=86400' };
    if ((kind === 'avatar' || kind === 'cover' || kind === 'image') && file.endsWith('.svg')) {
      return c.body(renderSvg(kind, id), 200, { ...cache, 'content-type': 'image/svg+xml' });
    }
    if (kind === 'video' && file.endsWith('.svg')) {
      return c.body(renderSvg('video', id), 200, { ...cache, 'content-type': 'image/svg+xml' });
    }
    if (kind === 'clip' && file.endsWith('.svg')) {
      return c.body(renderClip(id), 200, { ...cache, 'content-type': 'image/svg+xml' });
    }
    if (kind === 'audio' && file.endsWith('.wav')) {
      return c.body(renderWav(id).buffer as ArrayBuffer, 200, { ...cache, 'content-type': 'audio/wav' });
    }
    return c.json({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such media' } }, 404);
  });
}
