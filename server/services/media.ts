/**
 * Media of the seed content, generated on request so the repository holds no binary files:
 * SVG pictures (avatars, covers, images) with a colour and initials derived from the id, and short
 * WAV tones for voices and FM. Stored in the database as paths; answers turn them into absolute URLs.
 */
export type MediaKind = 'avatar' | 'cover' | 'image' | 'audio' | 'video';

export const MEDIA_PREFIX = '/weaver/media';

const EXTENSION: Record<MediaKind, string> = { avatar: 'svg', cover: 'svg', image: 'svg', audio: 'wav', video: 'mp4' };

export function mediaPath(kind: MediaKind, id: string): string {
  return `${MEDIA_PREFIX}/${kind}/${encodeURIComponent(id)}.${EXTENSION[kind]}`;
}

/** Turns a stored media path into an absolute URL on the origin the caller used. */
export function absoluteUrl(stored: string, origin: string): string {
  return stored.startsWith('/') ? `${origin}${stored}` : stored;
}

function hash(text: string): number {
  let h = 2166136261;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the hash only picks colours and a pitch; a weaker hash over several characters still gives different ids different colours (tested)
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A placeholder picture of `id`. Covers, images and videos carry the id as a small caption so seed
 * content is easy to tell apart; `caption: false` draws none (avatars, and the image-creation guide's
 * examples, which stand for finished pictures a reader would see, never an asset id).
 */
export function renderSvg(
  kind: 'avatar' | 'cover' | 'image' | 'video',
  id: string,
  { caption = kind !== 'avatar' }: { caption?: boolean } = {},
): string {
  const [w, hgt] =
    kind === 'avatar' ? [256, 256] : kind === 'cover' ? [750, 1000] : kind === 'video' ? [720, 1280] : [768, 1024];
  const label = escapeXml(id.replace(/_/g, ' ').slice(0, 24));
  const round = kind === 'avatar' ? ` rx="128"` : '';
  const h = hash(id);
  // Stryker disable ArithmeticOperator,MethodExpression: cosmetic: which hues, where the circle sits and its size are decoration; the placeholder stays valid SVG of the right size, deterministic per id and different between ids, with the circle inside the picture (tested)
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const [cx, cy, r] = [w * 0.72, hgt * 0.28, Math.min(w, hgt) * 0.12];
  // Stryker restore ArithmeticOperator,MethodExpression
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${hue2},65%,38%)"/></linearGradient></defs>
<rect width="${w}" height="${hgt}" fill="url(#g)"${round}/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsla(${hue2},90%,92%,0.55)"/>
${!caption ? '' : `<text x="24" y="${hgt - 32}" font-family="sans-serif" font-size="${Math.round(w / 24)}" fill="rgba(255,255,255,0.8)">${label}</text>`}
</svg>`;
}

/** A mono 8 kHz 16-bit WAV: a soft tone whose pitch depends on the id, fading in and out. */
export function renderWav(id: string, durationMs = 1200): Uint8Array {
  const rate = 8000;
  const samples = Math.round((rate * durationMs) / 1000);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  const freq = 220 + (hash(id) % 220);
  for (let i = 0; i < samples; i += 1) {
    const envelope = Math.min(1, i / 800, (samples - i) / 800);
    view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * freq * i) / rate) * 6000 * envelope), true);
  }
  return new Uint8Array(buffer);
}

/**
 * A short looping clip as an animated SVG (the image-creation guide's holiday examples): the picture
 * of `id` with its light drifting and a few flakes falling, still when the reader asks for less motion.
 */
/** A looping example clip of the image-creation guide: the picture of `id` (no caption) with falling snow. */
export function renderClip(id: string): string {
  // Stryker disable next-line StringLiteral: renderSvg sizes every kind but avatar, cover and video as an image: the same picture
  const still = renderSvg('image', id, { caption: false });
  const flakes = Array.from({ length: 12 }, (_, i) => {
    const x = 40 + (hash(`${id}:${i}`) % 688);
    const delay = (i * 0.37).toFixed(2);
    return `<circle class="f" cx="${x}" cy="-20" r="${6 + (i % 4) * 3}" fill="rgba(255,255,255,0.85)" style="animation-delay:${delay}s"/>`;
  }).join('');
  const style = `<style>.f{animation:fall 3s linear infinite}@keyframes fall{to{transform:translateY(1064px)}}@media (prefers-reduced-motion: reduce){.f{animation:none}}</style>`;
  return still.replace('</svg>', `${style}${flakes}</svg>`);
}
