import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { readUpload, sniffImage, storeUpload } from '../../server/services/uploads';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('which uploads are pictures, from their first bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'image/jpeg', 'jpg'],
    ['PNG', bytes(PNG, [0, 0, 0, 13]), 'image/png', 'png'],
    ['GIF 87a', bytes('GIF87a', [1, 0]), 'image/gif', 'gif'],
    ['GIF 89a', bytes('GIF89a', [1, 0]), 'image/gif', 'gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
  ])('accepts %s', (_name, file, mime, ext) => {
    expect(sniffImage(file)).toEqual({ ok: true, mime, ext });
  });

  it.each([
    ['the JPEG mark without its third byte', bytes([0xff, 0xd8, 0x00, 0xe0])],
    ['a PNG signature with one wrong byte', bytes(PNG.map((b, i) => (i === 7 ? 0x0b : b)))],
    ['a PNG signature cut short', bytes(PNG.slice(0, 7))],
    ['GIF of another version', bytes('GIF88a', [1, 0])],
    ['RIFF that is not WebP (a WAV file)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['WEBP without RIFF', bytes('RIFX', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['an MP4 video (ftyp, not HEIC)', bytes([0, 0, 0, 0x18], 'ftypisom')],
    ['text', bytes('hello world!')],
    ['nothing', bytes()],
  ])('refuses %s as not a picture', (_name, file) => {
    expect(sniffImage(file)).toEqual({
      ok: false,
      code: HelpStatusCode.UploadNotImage,
      message: 'the file is not a JPEG, PNG, GIF or WebP image',
    });
  });

  it.each(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'])(
    'names a HEIC picture (brand %s) so the page can ask for a JPEG',
    (brand) => {
      expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftyp', brand))).toEqual({
        ok: false,
        code: HelpStatusCode.UploadHeic,
        message: 'HEIC images are not accepted; send a JPEG or PNG',
      });
    },
  );

  it('does not take a brand that only contains a HEIC name', () => {
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftyp', 'xhei', 'c'))).toMatchObject({
      code: HelpStatusCode.UploadNotImage,
    });
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftyp', 'heicx'))).toMatchObject({ code: HelpStatusCode.UploadHeic });
  });

  it('names HEIC only inside an ftyp box: a HEIC brand elsewhere is just not a picture', () => {
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'moov', 'heic'))).toMatchObject({ code: HelpStatusCode.UploadNotImage });
  });

  it('takes a picture of exactly 2 MiB (the contract’s limit, after the page compressed it) and refuses one byte more', () => {
    const limit = 2 * 1024 * 1024;
    const atLimit = new Uint8Array(limit);
    atLimit.set([0xff, 0xd8, 0xff]);
    expect(sniffImage(atLimit)).toMatchObject({ ok: true, ext: 'jpg' });
    const over = new Uint8Array(limit + 1);
    over.set([0xff, 0xd8, 0xff]);
    expect(sniffImage(over)).toEqual({
      ok: false,
      code: HelpStatusCode.UploadTooLarge,
      message: `the image is larger than ${limit} bytes`,
    });
  });
});

describe('stored uploads', () => {
  it('reads back what was stored, under a random 32-hex-digit name with the picture’s extension', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-uploads-'));
    try {
      const { id, file } = storeUpload(dir, bytes([0xff, 0xd8, 0xff, 1]), 'jpg');
      expect(id).toMatch(/^[a-f0-9]{32}$/);
      expect(file).toBe(`${id}.jpg`);
      expect(readUpload(dir, file)).toEqual({ bytes: Buffer.from([0xff, 0xd8, 0xff, 1]), mime: 'image/jpeg' });
      expect(storeUpload(dir, bytes([1]), 'png').id).not.toBe(id);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads only names it could have written, and nothing that is not there', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-uploads-'));
    try {
      const { id } = storeUpload(dir, bytes([1, 2]), 'png');
      fs.writeFileSync(path.join(dir, 'uploads', `x${id}.png`), 'other');
      fs.writeFileSync(path.join(dir, 'uploads', `${id}.png.txt`), 'other');
      expect(readUpload(dir, `x${id}.png`)).toBeNull();
      expect(readUpload(dir, `${id}.png.txt`)).toBeNull();
      expect(readUpload(dir, `../${id}.png`)).toBeNull();
      expect(readUpload(dir, `${id}.svg`)).toBeNull();
      expect(readUpload(dir, `${'0'.repeat(32)}.png`)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
