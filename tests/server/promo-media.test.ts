/** The promo video is a real, small video file, served with byte ranges. */
import { afterAll, describe, expect, it } from 'vitest';
import { startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());
const get = (path: string, headers: Record<string, string> = {}) =>
  t.api.fetch(new Request(`http://localhost${path}`, { headers }));

describe('promo media', () => {
  it('serves a WebM (EBML header) and an MP4 (ftyp box), together under 300 KB, and a JPEG poster', async () => {
    const webm = new Uint8Array(await (await get('/weaver/media/promo/ug-promo.webm')).arrayBuffer());
    const mp4 = new Uint8Array(await (await get('/weaver/media/promo/ug-promo.mp4')).arrayBuffer());
    const poster = await get('/weaver/media/promo/ug-promo-poster.jpg');
    expect([...webm.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(new TextDecoder().decode(mp4.slice(4, 8))).toBe('ftyp');
    expect(webm.length + mp4.length).toBeLessThan(300 * 1024);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a byte range with 206 and the exact bytes; an impossible range with 416', async () => {
    const whole = new Uint8Array(await (await get('/weaver/media/promo/ug-promo.mp4')).arrayBuffer());
    const part = await get('/weaver/media/promo/ug-promo.mp4', { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...whole.slice(0, 100)]);
    const tail = await get('/weaver/media/promo/ug-promo.mp4', { range: 'bytes=-10' });
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([...whole.slice(-10)]);
    expect((await get('/weaver/media/promo/ug-promo.mp4', { range: `bytes=${whole.length}-` })).status).toBe(416);
  });

  it('serves nothing outside the promo files', async () => {
    expect((await get('/weaver/media/promo/..%2Fpromo-media.ts')).status).toBe(404);
    expect((await get('/weaver/media/promo/missing.webm')).status).toBe(404);
  });
});

describe('promo media, what a video element relies on', () => {
  it('says it takes byte ranges, and names the length when a range cannot be served', async () => {
    const whole = await get('/weaver/media/promo/ug-promo.mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const length = (await whole.arrayBuffer()).byteLength;
    const refused = await get('/weaver/media/promo/ug-promo.mp4', { range: `bytes=${length}-` });
    expect(refused.headers.get('content-range')).toBe(`bytes */${length}`);
    expect(refused.headers.get('content-type')).toBe('video/mp4');
  });

  it('serves the promo files under /promo/ only', async () => {
    expect((await get('/weaver/media/image/ug-promo.mp4')).status).toBe(404);
    expect((await get('/weaver/media/audio/ug-promo.webm')).status).toBe(404);
  });
});
