/**
 * The promo video of /ug/video and its poster: small real files kept in server/media/promo/ (a few
 * seconds of VP9/WebM and H.264/MP4, under 300 KB together), served with byte ranges as a CDN
 * would, because Safari asks for ranges before it plays a video.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved on first use: the module also loads where import.meta.url is not a file URL (browser-like test
// environments).
const promoDir = (): string => fileURLToPath(new URL('../media/promo/', import.meta.url));
const TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', jpg: 'image/jpeg' };
const FILE = /^[a-z0-9-]+\.(webm|mp4|jpg)$/;
const cache = new Map<string, Uint8Array>();

export function promoFile(name: string): { body: Uint8Array; type: string } | null {
  const match = FILE.exec(name);
  if (!match) return null;
  let body = cache.get(name);
  if (!body) {
    const file = path.join(promoDir(), name);
    if (!existsSync(file)) return null;
    body = new Uint8Array(readFileSync(file));
    cache.set(name, body);
  }
  return { body, type: TYPES[match[1] as string] as string };
}

/** The byte range a `Range: bytes=a-b` header asks for, or null for the whole file (or an unusable header). */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  // `end` is at most size - 1, so this also refuses a start at or past the end of the file.
  if (start > end) return 'unsatisfiable';
  return { start, end };
}
