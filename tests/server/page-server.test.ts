import { brotliDecompressSync } from 'node:zlib';
/**
 * The production page server (server/serve.ts) in front of a build: its assets, the app's page and the
 * share pages' fallback, over real HTTP on a free port. The build is a small stand-in folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { builtDirs, startPageServer } from '../../server/serve';
import { StatusCode } from '../../src/api/contract/codes';
import { chunkedUpload } from './support/chunked-upload';

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-pages-'));
const clientDir = path.join(build, 'dist');
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  fs.writeFileSync(path.join(clientDir, file), content);
};
const INDEX = '<!doctype html><html><body><div id="app"></div></body></html>';
const SCRIPT = 'console.log("boot");'.repeat(20);
write('index.html', INDEX);
write('assets/boot-abc123.js', SCRIPT);
write('assets/boot-abc123.js.br', brotliCompressSync(SCRIPT));
write('assets/style-def456.css', 'body{margin:0}');
write('assets/font-1.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32]));
write('assets/data-7.bin', Buffer.from([1, 2, 3]));
const TYPED_ASSETS = [
  ['page-1.html', 'text/html; charset=utf-8'],
  ['manifest-1.json', 'application/json'],
  ['icon-1.svg', 'image/svg+xml'],
  ['shot-1.png', 'image/png'],
  ['photo-1.jpg', 'image/jpeg'],
  ['photo-1.webp', 'image/webp'],
] as const;
for (const [name] of TYPED_ASSETS) write(`assets/${name}`, 'x');
write('secret.txt', 'not an asset');

let server: Server;
let origin = '';
const env = {
  TALKIE_RENDER_API_BASE_URL: 'http://127.0.0.1:9',
  TALKIE_PUBLIC_ORIGIN: 'https://talkie-ai.com',
  PORT: '0',
  HOST: '127.0.0.1',
};

// A server per test: what it sets up at start counts for the test that uses it.
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  server = startPageServer(env, { clientDir, serverDir: path.join(clientDir, 'server') });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  // A client that read only the headers keeps its connection open: close it, or close() waits for it to time out.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  vi.restoreAllMocks();
});
afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

const get = (pathname: string, init: RequestInit = {}) => fetch(`${origin}${pathname}`, init);
const rawGet = (pathname: string) =>
  new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: pathname }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });

describe('the page server', () => {
  it('needs the API to render with and the pages’ public origin, naming both', () => {
    expect(() => startPageServer({ TALKIE_PUBLIC_ORIGIN: 'https://talkie-ai.com' })).toThrow(
      'set TALKIE_RENDER_API_BASE_URL and TALKIE_PUBLIC_ORIGIN (README "Server-rendered pages")',
    );
    expect(() => startPageServer({ TALKIE_RENDER_API_BASE_URL: 'http://api' })).toThrow('TALKIE_PUBLIC_ORIGIN');
  });

  it('says where it listens and which API renders the pages', () => {
    expect(console.log).toHaveBeenCalledWith('Pages on port 0, pages rendered with http://127.0.0.1:9');
  });

  it('serves a built script with its type, cached for a year', async () => {
    const answer = await get('/assets/boot-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe(SCRIPT);
  });

  it('sends the brotli copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const br = await get('/assets/boot-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the same script arrives.
    expect(await br.text()).toBe(SCRIPT);
    const gzipOnly = await get('/assets/boot-abc123.js', { headers: { 'accept-encoding': 'gzip, brotlish' } });
    expect(gzipOnly.headers.get('content-encoding')).toBeNull();
    expect(await gzipOnly.text()).toBe(SCRIPT);
  });

  it('sends the plain file when there is no brotli copy', async () => {
    const answer = await get('/assets/style-def456.css', { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await answer.text()).toBe('body{margin:0}');
  });

  it('names fonts by their type and unknown files as bytes', async () => {
    expect((await get('/assets/font-1.woff2')).headers.get('content-type')).toBe('font/woff2');
    const unknown = await get('/assets/data-7.bin');
    expect(unknown.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await unknown.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/assets/boot-abc123.js', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await answer.text()).toBe('');
  });

  it('reads an asset’s path without its query', async () => {
    expect((await get('/assets/boot-abc123.js?v=2')).status).toBe(200);
  });

  it('answers 404 for an asset that is not there, a folder, or a path out of the assets', async () => {
    for (const pathname of [
      '/assets/missing-1.js',
      '/assets/',
      '/assets/..%2Fsecret.txt',
      '/assets/../secret.txt',
      '/assets/../../etc/hostname',
    ]) {
      // Sent as written: fetch would resolve the dots before sending.
      const answer = await rawGet(pathname);
      expect(answer, pathname).toEqual({ status: 404, body: 'Not found' });
    }
  });

  it('answers any other path with the app’s page, never cached by a CDN', async () => {
    for (const pathname of ['/', '/membership/claim?from=app', '/help/faq']) {
      const answer = await get(pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toBe(INDEX);
    }
  });

  it('sends the app’s page compressed to a browser that takes brotli, and as it is to one that takes nothing', async () => {
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port: (server.address() as AddressInfo).port,
              path: '/membership',
              headers: { 'accept-encoding': encoding },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                resolve({
                  encoding: res.headers['content-encoding'],
                  vary: res.headers.vary,
                  bytes: Buffer.concat(chunks),
                }),
              );
            },
          )
          .on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(INDEX);
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString('utf8')).toBe(INDEX);
  });

  it('falls back to the app’s page for a share page it cannot render', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await get('/share/chat?share_id=abc');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(INDEX);
    expect(logged).toHaveBeenCalled();
  });
});

describe('a body sent to the page server', () => {
  it('is not read: a 48 MiB chunked POST gets the page and the connection closes instead of taking the rest', async () => {
    const port = (server.address() as AddressInfo).port;
    const upload = await chunkedUpload(port, '/share/chat', 48 * 1024 * 1024);
    expect(upload.statusLine).toBe('HTTP/1.1 200 OK');
    expect(upload.closed).toBe(true);
    expect(upload.sent).toBeLessThan(48 * 1024 * 1024);
  });
});

describe('an asset the system will not read', () => {
  // /proc/self/mem is a file by its stat, yet reading it from the start fails (Linux only).
  it.runIf(process.platform === 'linux')('ends that answer and goes on serving', async () => {
    const link = path.join(clientDir, 'assets', 'unreadable-1.js');
    fs.symlinkSync('/proc/self/mem', link);
    try {
      await expect(get('/assets/unreadable-1.js').then((answer) => answer.text())).rejects.toThrow();
      expect((await get('/assets/boot-abc123.js')).status).toBe(200);
    } finally {
      fs.unlinkSync(link);
    }
  });
});

describe('the page server’s assets by type', () => {
  it.each(TYPED_ASSETS)('serves %s as %s', async (name, type) => {
    expect((await get(`/assets/${name}`)).headers.get('content-type')).toBe(type);
  });
});

describe('the page server as deployed', () => {
  const started: Server[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });
  const start = async (
    env2: Record<string, string>,
    dirs = { clientDir, serverDir: path.join(clientDir, 'server') },
  ) => {
    const s = startPageServer(env2, dirs);
    started.push(s);
    await new Promise<void>((resolve) => s.once('listening', () => resolve()));
    return s;
  };

  it('serves the build of the repository’s dist/ folder unless told otherwise', () => {
    const repo = path.resolve(import.meta.dirname, '..', '..');
    expect(builtDirs).toEqual({ clientDir: path.join(repo, 'dist'), serverDir: path.join(repo, 'dist', 'server') });
  });

  it('listens on every IPv4 interface unless HOST says otherwise', async () => {
    const s = await start({
      TALKIE_RENDER_API_BASE_URL: 'http://127.0.0.1:9',
      TALKIE_PUBLIC_ORIGIN: 'https://talkie-ai.com',
      PORT: '0',
    });
    expect((s.address() as AddressInfo).address).toBe('0.0.0.0');
  });

  it('answers 500 while the build has no index.html, and the page once it is there', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-pages-empty-'));
    try {
      const s = await start(env, { clientDir: empty, serverDir: path.join(empty, 'server') });
      const at = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
      expect((await fetch(`${at}/help/faq`)).status).toBe(500);
      fs.writeFileSync(path.join(empty, 'index.html'), INDEX);
      const answer = await fetch(`${at}/help/faq`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(INDEX);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('starts when run as a program (npm run serve)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'serve.ts')], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          // Its first line (the configuration follows on the next; both may come in one chunk).
          if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')).trim());
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      });
      expect(line).toBe('Pages on port 0, pages rendered with http://127.0.0.1:9');
    } finally {
      child.kill();
    }
  });
});

describe('the page server’s security headers', () => {
  // A build whose page has inline scripts (as the real index.html: rem layout, route preload), and a
  // stand-in server render whose page adds its own boot script and its data as JSON.
  const secured = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-pages-csp-'));
  const dirs = { clientDir: path.join(secured, 'dist'), serverDir: path.join(secured, 'dist', 'server') };
  // Written with CR LF: the browser hashes the script as parsed, with LF.
  const REM = '\r\n      (function () { document.documentElement.style.fontSize = "100px"; })();\r\n    ';
  const PRELOAD = '(function(t){t.r.forEach(function(){})})({"r":[]});';
  const PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />\r\n<script>${PRELOAD}</script><script>${REM}</script></head><body><div id="root"></div><script type="module" crossorigin src="/assets/boot-1.js"></script></body></html>`;
  const BOOT = 'const early = []; import("/assets/boot-1.js");';
  fs.mkdirSync(dirs.serverDir, { recursive: true });
  fs.writeFileSync(path.join(dirs.clientDir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dirs.clientDir, 'assets'));
  fs.writeFileSync(path.join(dirs.clientDir, 'assets', 'boot-1.js'), 'export {};');
  fs.writeFileSync(
    path.join(dirs.serverDir, 'entry-server.js'),
    `export const PAGE_VARIANT_HEADER = 'X-Talkie-Page-Variant';
    export async function renderPage(request) {
      const variant = request.pageVariant ? '<p>variant ' + request.pageVariant + '</p>' : '';
      return { status: 200, lang: 'en', head: '', body: '<p>shared</p>' + variant, headers: {},
        state: '<script type="application/json" id="tk-rendered-state">{"answers":[]}</script>' };
    }
    export function renderPageDocument(template, page) {
      return template.replace('<div id="root"></div>', '<div id="root">' + page.body + '</div>' + page.state + '<script type="module">${BOOT}</script>');
    }`,
  );
  afterAll(() => fs.rmSync(secured, { recursive: true, force: true }));

  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  let at = '';
  let s: Server;
  const startSecured = async (extra: Record<string, string> = {}) => {
    s = startPageServer({ ...env, ...extra }, dirs);
    await new Promise<void>((resolve) => s.once('listening', () => resolve()));
    at = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  };
  afterEach(async () => {
    await new Promise<void>((resolve) => s.close(() => resolve()));
  });
  const policy = (answer: Response) => (answer.headers.get('content-security-policy') ?? '').split('; ');
  const directive = (answer: Response, name: string) => policy(answer).find((d) => d.startsWith(`${name} `));

  it('the app’s page: a CSP allowing exactly its inline scripts by hash, and nothing inline otherwise', async () => {
    await startSecured();
    const answer = await fetch(`${at}/help/faq`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(PAGE);
    expect(directive(answer, 'script-src')).toBe(
      `script-src 'self' ${sha256(PRELOAD)} ${sha256(REM.replace(/\r\n/g, '\n'))}`,
    );
    expect(directive(answer, 'object-src')).toBe("object-src 'none'");
    expect(directive(answer, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(answer, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(answer, 'default-src')).toBe("default-src 'self'");
    expect(directive(answer, 'connect-src')).toBe("connect-src 'self'");
    expect(answer.headers.get('content-security-policy-report-only')).toBeNull();
    // Not reported anywhere unless told where.
    expect(directive(answer, 'report-uri')).toBeUndefined();
    expect(answer.headers.get('reporting-endpoints')).toBeNull();
  });

  it('a rendered share page: the hashes of its own inline scripts, its JSON data left out (it never runs)', async () => {
    await startSecured();
    const answer = await fetch(`${at}/share/chat?chat_id=chat_en`);
    const html = await answer.text();
    expect(html).toContain('<p>shared</p>');
    expect(directive(answer, 'script-src')).toBe(
      `script-src 'self' ${sha256(PRELOAD)} ${sha256(REM.replace(/\r\n/g, '\n'))} ${sha256(BOOT)}`,
    );
    expect(policy(answer).join('; ')).not.toContain(sha256('{"answers":[]}'));
  });

  it('a share page is rendered for the page variant a CDN edge sent', async () => {
    await startSecured();
    const html = await (
      await fetch(`${at}/share/chat?chat_id=chat_en`, { headers: { 'X-Talkie-Page-Variant': 'ja/talkie/ios/2.30.0' } })
    ).text();
    expect(html).toContain('<p>shared</p><p>variant ja/talkie/ios/2.30.0</p>');
    expect(await (await fetch(`${at}/share/chat?chat_id=chat_en`)).text()).not.toContain('variant');
  });

  it('every answer: nosniff, the referrer policy, the permissions policy and no framing by another site', async () => {
    await startSecured();
    for (const pathname of ['/', '/share/chat?chat_id=chat_en', '/assets/boot-1.js', '/assets/missing-1.js']) {
      const answer = await fetch(`${at}${pathname}`);
      expect(answer.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
      const permissions = answer.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(permissions, pathname).toContain(`${feature}=()`);
    }
  });

  it('lets the page call the API and the error sink the build names, and reports violations where told', async () => {
    await startSecured({
      VITE_API_BASE_URL: 'https://api.talkie-ai.com/',
      VITE_ERROR_REPORT_ENDPOINT: 'https://errors.example.com/v1/report',
      TALKIE_CSP_REPORT_URI: 'https://api.talkie-ai.com/weaver/api/v1/client/csp_report',
    });
    const answer = await fetch(`${at}/`);
    expect(directive(answer, 'connect-src')).toBe(
      "connect-src 'self' https://api.talkie-ai.com https://errors.example.com",
    );
    expect(directive(answer, 'img-src')).toBe(
      "img-src 'self' data: blob: https: https://api.talkie-ai.com https://errors.example.com",
    );
    expect(directive(answer, 'report-uri')).toBe(
      'report-uri https://api.talkie-ai.com/weaver/api/v1/client/csp_report',
    );
    expect(answer.headers.get('reporting-endpoints')).toBe(
      'csp="https://api.talkie-ai.com/weaver/api/v1/client/csp_report"',
    );
  });

  it('an API address with broken percent-encoding answers 400 with the status envelope; a page address is still the app', async () => {
    await startSecured();
    const port = (s.address() as AddressInfo).port;
    const raw = (pathname: string) =>
      new Promise<{ status: number | undefined; type: string | undefined; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
          })
          .on('error', reject);
      });
    for (const pathname of ['/weaver/media/avatar/%E0%A4%A.svg', '/weaver/uploads/%E0.png', '/weaver/api/v1/%ZZ']) {
      expect(await raw(pathname), pathname).toEqual({
        status: 400,
        type: 'application/json',
        body: JSON.stringify({
          base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'the path has a broken percent-encoding' },
        }),
      });
    }
    expect(await raw('/share/memory/%E0%A4%A')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(await raw('/%C0%AF')).toMatchObject({ status: 200, body: PAGE });
    expect(await raw('/assets/%E0%A4%A.js')).toMatchObject({ status: 404 });
  });
});
