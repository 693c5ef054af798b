import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { Connect, PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from '../../../scripts/vite/precompressed-assets';
import { insertAfterCharset } from '../../../scripts/vite/inline-head-script';

/** The preview server's asset handling: brotli copies to browsers that accept them, long caching. */
describe('precompressed assets in vite preview', () => {
  const root = mkdtempSync(join(tmpdir(), 'talkie-assets-'));
  const source = 'console.log("boot");'.repeat(200);
  let server: Server;
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'assets', 'boot-abc.js'), source);
    writeFileSync(join(root, 'dist', 'assets', 'boot-abc.js.br'), brotliCompressSync(source));
    writeFileSync(join(root, 'dist', 'assets', 'plain-abc.js'), source);
    const plugin = precompressedAssets();
    (plugin.configResolved as (c: unknown) => void)({ build: { outDir: 'dist', assetsDir: 'assets' } });
    let handler: Connect.NextHandleFunction | null = null;
    const fake = {
      config: { root },
      middlewares: { use: (fn: Connect.NextHandleFunction) => (handler = fn) },
    } as unknown as PreviewServer;
    (plugin.configurePreviewServer as (s: PreviewServer) => void)(fake);
    server = createServer((req, res) =>
      handler?.(req as Connect.IncomingMessage, res, () => {
        res.statusCode = 299; // "passed on": what vite preview would serve itself
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, encoding: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        httpGet(new URL(path, base), { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      },
    );

  it('sends the brotli copy to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/boot-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(source);
  });

  it('leaves other browsers, files without a copy and paths outside the assets to the preview server', async () => {
    expect((await get('/assets/boot-abc.js', 'gzip')).status).toBe(299);
    expect((await get('/assets/plain-abc.js', 'br')).status).toBe(299);
    expect((await get('/share/chat', 'br')).status).toBe(299);
    expect((await get('/assets/..%2F..%2Fetc%2Fpasswd', 'br')).status).toBe(299);
  });
});

describe('inline head scripts', () => {
  it('go right after the charset, which stays within the first 1024 bytes', () => {
    const html =
      '<!doctype html><html><head><meta charset="UTF-8" /><title>x</title><link rel="stylesheet" href="a.css"></head></html>';
    const out = insertAfterCharset(
      insertAfterCharset(html, 'first()'),
      'second("</script>")',
      '<link rel="modulepreload" href="/b.js">',
    );
    expect(out.indexOf('<meta charset')).toBeLessThan(1024);
    expect(out.indexOf('second(')).toBeLessThan(out.indexOf('first()'));
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('second('));
    expect(out.indexOf('first()')).toBeLessThan(out.indexOf('a.css'));
    expect(out).toContain('second("<\\/script>")');
  });
});
