import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { MAX_UPLOAD_BYTES } from '../../src/api/contract/help';

export const UPLOADS_PREFIX = '/weaver/uploads';

export type Sniffed = { ok: true; mime: string; ext: string } | { ok: false; code: number; message: string };

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean =>
  sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

/** The picture type from the file's first bytes (magic numbers), or null: never from its name or a declared type. */
export function pictureType(bytes: Uint8Array): { mime: string; ext: string } | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** The ISO media brands (after `ftyp`) of HEIC/HEIF photos. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);

/** A help-form upload: a picture within the size limit; a HEIC photo is named, so the page can ask for a JPEG. */
export function sniffImage(bytes: Uint8Array): Sniffed {
  if (bytes.length > MAX_UPLOAD_BYTES)
    return {
      ok: false,
      code: HelpStatusCode.UploadTooLarge,
      message: `the image is larger than ${MAX_UPLOAD_BYTES} bytes`,
    };
  const type = pictureType(bytes);
  if (type) return { ok: true, ...type };
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) {
    return { ok: false, code: HelpStatusCode.UploadHeic, message: 'HEIC images are not accepted; send a JPEG or PNG' };
  }
  return { ok: false, code: HelpStatusCode.UploadNotImage, message: 'the file is not a JPEG, PNG, GIF or WebP image' };
}

/** Writes the bytes under <dataDir>/uploads and returns the file name. */
export function storeUpload(dataDir: string, bytes: Uint8Array, ext: string): { id: string; file: string } {
  const dir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const id = randomUUID().replace(/-/g, '');
  const file = `${id}.${ext}`;
  fs.writeFileSync(path.join(dir, file), bytes);
  return { id, file };
}

/** Deletes a stored file by the name storeUpload gave it (a file already gone is fine). */
export function removeUploadFile(dataDir: string, file: string): void {
  fs.rmSync(path.join(dataDir, 'uploads', path.basename(file)), { force: true });
}

type UploadExt = 'jpg' | 'png' | 'gif' | 'webp';
const MIME_OF_EXT: Readonly<Record<UploadExt, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A stored upload's bytes and type, by the name storeUpload gave it; null for any other name or a file gone. */
export function readUpload(dataDir: string, file: string): { bytes: Buffer; mime: string } | null {
  const name = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/.exec(file);
  if (!name) return null;
  try {
    return { bytes: fs.readFileSync(path.join(dataDir, 'uploads', file)), mime: MIME_OF_EXT[name[1] as UploadExt] };
  } catch {
    return null;
  }
}
