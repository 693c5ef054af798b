import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import type { AppEnv } from '../context';
import { MEDIA_PREFIX, renderClip, renderSvg, renderWav } from '../services/media';
import { byteRange, promoFile } from '../services/promo-media';

/** GET /weaver/media/{kind}/{id}.{ext}: generated seed media (unsigned, cacheable, like a CDN). */
export function mountMediaRoutes(app: Hono<AppEnv>): void {
  app.get(`${MEDIA_PREFIX}/:kind/:file`, (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const dot = file.lastIndexOf('.');
    // Stryker disable next-line ConditionalExpression,EqualityOperator: every served name ends in .svg or .wav, so the dot is past position 0; only a bare extension (/.svg) would caption differently
    const id = decodeURIComponent(dot > 0 ? file.slice(0, dot) : file);
    const cache = { 'cache-control': 'public, max-age=86400' };
    if ((kind === 'avatar' || kind === 'cover' || kind === 'image') && file.endsWith('.svg')) {
      return c.body(renderSvg(kind, id), 200, { ...cache, 'content-type': 'image/svg+xml' });
    }
    // The image-creation guide's example pictures: like images, without the id caption.
    if (kind === 'example' && file.endsWith('.svg')) {
      return c.body(renderSvg('image', id, { caption: false }), 200, { ...cache, 'content-type': 'image/svg+xml' });
    }
    if (kind === 'video' && file.endsWith('.svg')) {
      return c.body(renderSvg('video', id), 200, { ...cache, 'content-type': 'image/svg+xml' });
    }
    if (kind === 'clip' && file.endsWith('.svg')) {
      return c.body(renderClip(id), 200, { ...cache, 'content-type': 'image/svg+xml' });
    }
    if (kind === 'promo') {
      const promo = promoFile(file);
      if (promo) {
        const headers = { ...cache, 'content-type': promo.type, 'accept-ranges': 'bytes' };
        const range = byteRange(c.req.header('range'), promo.body.length);
        if (range === 'unsatisfiable')
          return c.body(null, 416, { ...headers, 'content-range': `bytes */${promo.body.length}` });
        if (range) {
          const part = promo.body.slice(range.start, range.end + 1);
          return c.body(part.buffer as ArrayBuffer, 206, {
            ...headers,
            'content-range': `bytes ${range.start}-${range.end}/${promo.body.length}`,
          });
        }
        return c.body(promo.body.slice().buffer as ArrayBuffer, 200, headers);
      }
    }
    if (kind === 'audio' && file.endsWith('.wav')) {
      return c.body(renderWav(id).buffer as ArrayBuffer, 200, { ...cache, 'content-type': 'audio/wav' });
    }
    return c.json({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such media' } }, 404);
  });
}
