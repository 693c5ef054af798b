/**
 * The seed media the local API generates (GET /weaver/media/{kind}/{id}.{ext}): what an <img> or
 * <audio> element, or a CDN in front of it, gets.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { absoluteUrl } from '../../server/services/media';
import { startInProcess } from './support';

const t = startInProcess();
afterAll(() => t.close());

const get = (path: string) => t.api.fetch(new Request(`http://localhost${path}`));

async function svg(path: string): Promise<{ text: string; width: number; height: number }> {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  const text = await response.text();
  const size = /<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(text);
  expect(size, 'the root <svg> has width, height and a matching viewBox').not.toBeNull();
  expect([size![3], size![4]]).toEqual([size![1], size![2]]);
  return { text, width: Number(size![1]), height: Number(size![2]) };
}

const fill = (text: string) => /stop-color="(hsl\([^)]*\))"/.exec(text)?.[1];

describe('generated pictures', () => {
  it.each([
    ['avatar', 256, 256],
    ['cover', 750, 1000],
    ['image', 768, 1024],
    ['video', 720, 1280],
  ])('%s: %i × %i, cacheable for a day', async (kind, width, height) => {
    const response = await get(`/weaver/media/${kind}/pic_1.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const picture = await svg(`/weaver/media/${kind}/pic_1.svg`);
    expect({ width: picture.width, height: picture.height }).toEqual({ width, height });
  });

  it.each(['avatar', 'cover', 'image', 'video'])(
    '%s: its background, circle and caption sit inside the picture',
    async (kind) => {
      const { text, width, height } = await svg(`/weaver/media/${kind}/pic_2.svg`);
      expect(text).toMatch(
        new RegExp(
          `<rect width="${width}" height="${height}" fill="url\\(#g\\)"${kind === 'avatar' ? ' rx="128"' : ''}/>`,
        ),
      );
      const circle = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/.exec(text)!.slice(1).map(Number) as [
        number,
        number,
        number,
      ];
      expect(circle[0] + circle[2]).toBeLessThanOrEqual(width);
      // The whole circle (cy ± r) stays inside the picture.
      expect(circle[1]).toBeGreaterThanOrEqual(circle[2]);
      expect(circle[1] + circle[2]).toBeLessThanOrEqual(height);
      expect(circle[2]).toBeLessThanOrEqual(Math.min(width, height) / 4);
      const caption = /<text x="24" y="(\d+)" font-family="sans-serif" font-size="(\d+)"/.exec(text);
      if (kind === 'avatar') {
        expect(text).toMatch(/<circle [^>]*\/>\s*<\/svg>$/);
        return;
      }
      const [y, size] = [Number(caption![1]), Number(caption![2])];
      expect(y).toBeLessThan(height);
      expect(y).toBeGreaterThan(height / 2);
      expect(size).toBeLessThan(width / 10);
    },
  );

  it('an example picture of the image-creation guide carries no id caption', async () => {
    const example = await svg('/weaver/media/example/ic_expression_smile.svg');
    expect(example.text).not.toContain('<text');
    expect({ width: example.width, height: example.height }).toEqual({ width: 768, height: 1024 });
  });

  it('an avatar is a round picture without a caption; other pictures are captioned with their id', async () => {
    const avatar = await svg('/weaver/media/avatar/u_maple.svg');
    expect(avatar.text).toContain('rx="128"');
    expect(avatar.text).not.toContain('<text');
    const cover = await svg('/weaver/media/cover/npc_luna_en.svg');
    expect(cover.text).not.toContain('rx=');
    expect(cover.text).toMatch(/<text [^>]*>npc luna en<\/text>/);
  });

  it('captions at most 24 characters of the (decoded) id, escaped so the SVG stays well formed', async () => {
    const long = await svg(`/weaver/media/image/${encodeURIComponent('a_very_long_identifier_of_an_image')}.svg`);
    expect(long.text).toMatch(/>a very long identifier o<\/text>/);
    const hostile = await svg(`/weaver/media/image/${encodeURIComponent(`<b>&"'`)}.svg`);
    expect(hostile.text).toContain('>&#60;b&#62;&#38;&#34;&#39;</text>');
    expect(hostile.text).not.toContain('<b>');
  });

  it('the same id always gives the same picture; different ids get different colours', async () => {
    const first = await svg('/weaver/media/cover/one.svg');
    expect((await svg('/weaver/media/cover/one.svg')).text).toBe(first.text);
    const colours = new Set<string | undefined>();
    for (const id of ['one', 'two', 'three', 'four'])
      colours.add(fill((await svg(`/weaver/media/cover/${id}.svg`)).text));
    expect(colours.size).toBe(4);
  });
});

describe('generated voice', () => {
  async function wav(id: string): Promise<DataView> {
    const response = await get(`/weaver/media/audio/${id}.wav`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    return new DataView(await response.arrayBuffer());
  }
  const ascii = (view: DataView, offset: number) =>
    String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(offset + i)));

  it('is a valid 1.2 s mono 8 kHz 16-bit PCM WAV file', async () => {
    const view = await wav('msg_1');
    const dataBytes = 1.2 * 8000 * 2;
    expect(view.byteLength).toBe(44 + dataBytes);
    expect(ascii(view, 0)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + dataBytes);
    expect(ascii(view, 8)).toBe('WAVE');
    expect(ascii(view, 12)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16); // fmt chunk size
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(8000); // sample rate
    expect(view.getUint32(28, true)).toBe(16000); // byte rate
    expect(view.getUint16(32, true)).toBe(2); // block align
    expect(view.getUint16(34, true)).toBe(16); // bits per sample
    expect(ascii(view, 36)).toBe('data');
    expect(view.getUint32(40, true)).toBe(dataBytes);
  });

  it('is a tone between 220 and 440 Hz that fades in and out, its pitch set by the id', async () => {
    const pitch = (view: DataView) => {
      const samples = Array.from({ length: (view.byteLength - 44) / 2 }, (_, i) => view.getInt16(44 + i * 2, true));
      // Upward zero crossings over the middle second (samples 1000..8999 of 9600 at 8 kHz).
      let crossings = 0;
      for (let i = 1000; i < 9000; i++) if (samples[i - 1]! < 0 && samples[i]! >= 0) crossings++;
      return { samples, hz: crossings };
    };
    const a = pitch(await wav('msg_a'));
    expect(a.hz).toBeGreaterThanOrEqual(219);
    expect(a.hz).toBeLessThanOrEqual(440);
    // Silent at both ends, at most 6000 (of 32767) at full volume, reached away from the ends.
    expect(a.samples[0]).toBe(0);
    expect(Math.abs(a.samples.at(-1)!)).toBeLessThan(10);
    expect(Math.max(...a.samples.slice(0, 80).map(Math.abs))).toBeLessThanOrEqual(600);
    const peak = Math.max(...a.samples.map(Math.abs));
    expect(peak).toBeGreaterThan(5900);
    expect(peak).toBeLessThanOrEqual(6000);
    const pitches = new Set([a.hz]);
    for (const id of ['msg_b', 'msg_c', 'msg_d']) pitches.add(pitch(await wav(id)).hz);
    expect(pitches.size).toBeGreaterThan(1);
  });
});

describe('media URLs in answers', () => {
  it('a stored path is put on the origin the caller used; a stored absolute URL is kept', () => {
    expect(absoluteUrl('/weaver/media/avatar/u.svg', 'http://192.168.1.50:8787')).toBe(
      'http://192.168.1.50:8787/weaver/media/avatar/u.svg',
    );
    expect(absoluteUrl('https://cdn.talkie.test/a.svg', 'http://localhost')).toBe('https://cdn.talkie.test/a.svg');
  });
});

describe('anything else under /weaver/media/', () => {
  it.each([
    ['an unknown kind', '/weaver/media/sticker/x.svg'],
    ['a picture with the wrong extension', '/weaver/media/avatar/x.png'],
    ['a voice with the wrong extension', '/weaver/media/audio/x.mp3'],
    ['a picture asked for as audio', '/weaver/media/image/x.wav'],
    // Video URLs have no file behind them (server/README.md): pages show the cover.
    ['a video file', '/weaver/media/video/x.mp4'],
  ])('%s is a 404 with a base_resp', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such media' },
    });
  });
});

describe('looping clips (GET /weaver/media/clip/{id}.svg)', () => {
  const flakesOf = (text: string) =>
    [
      ...text.matchAll(
        /<circle class="f" cx="(-?[\d.]+)" cy="-20" r="(-?[\d.]+)" fill="rgba\(255,255,255,0\.85\)" style="animation-delay:(-?[\d.]+)s"\/>/g,
      ),
    ].map((m) => ({
      x: Number(m[1]),
      r: Number(m[2]),
      delay: Number(m[3]),
    }));

  it('is the picture of the id (768 × 1024, no id caption: an example a reader sees) with twelve flakes falling across it', async () => {
    const { text, width, height } = await svg('/weaver/media/clip/ic_holiday_winter.svg');
    expect({ width, height }).toEqual({ width: 768, height: 1024 });
    expect(text.startsWith('<svg ')).toBe(true);
    expect(text).not.toContain('<text');
    // The style and the flakes close the picture, with nothing between them and nothing after.
    expect(text).toMatch(/\/>\n+<style>[^<]*<\/style>(<circle class="f" [^>]*\/>){12}<\/svg>$/);
    const flakes = flakesOf(text);
    expect(flakes).toHaveLength(12);
    for (const { x } of flakes) {
      expect(x).not.toBeLessThan(40);
      expect(x).toBeLessThan(width - 40);
    }
    expect(new Set(flakes.map((f) => f.x)).size, 'flakes fall at different places').toBeGreaterThan(6);
    // Four sizes, 6 to 15 px, taken in turn.
    expect(flakes.map((f) => f.r)).toEqual([6, 9, 12, 15, 6, 9, 12, 15, 6, 9, 12, 15]);
    // They start one after another, 0.37 s apart, so the first loop of 3 s is never empty.
    expect(flakes.map((f) => f.delay)).toEqual(Array.from({ length: 12 }, (_, i) => Number((i * 0.37).toFixed(2))));
  });

  it('is a clip only as SVG, and the same id gives the same flakes', async () => {
    expect((await get('/weaver/media/clip/ic_holiday_winter.png')).status).toBe(404);
    expect(flakesOf((await svg('/weaver/media/clip/a.svg')).text)).toEqual(
      flakesOf((await svg('/weaver/media/clip/a.svg')).text),
    );
    expect(flakesOf((await svg('/weaver/media/clip/a.svg')).text)).not.toEqual(
      flakesOf((await svg('/weaver/media/clip/b.svg')).text),
    );
  });
});
