/**
 * The production page server as deployed: it renders the share pages with the API over the private
 * network (an internal http:// address), yet the HTML a visitor gets names only public origins, every
 * media link on the public API origin; and it refuses to start in production with a public origin that
 * is not https://.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPageServer } from '../../server/serve';
import { SeedIds } from '../../server/seed/ids';
import { toPublicOrigin } from '../../src/server-render/public-origin';
import { startListening, type TestApi } from './support';

const repo = path.resolve(import.meta.dirname, '..', '..');
// A build whose server bundle is the renderer's source (the real renderer, without running vite build).
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-pages-origin-'));
const dirs = { clientDir: build, serverDir: path.join(build, 'server') };
fs.mkdirSync(dirs.serverDir);
fs.copyFileSync(path.join(repo, 'index.html'), path.join(build, 'index.html'));
fs.writeFileSync(
  path.join(dirs.serverDir, 'entry-server.js'),
  `export * from ${JSON.stringify(path.join(repo, 'src', 'entry-server.tsx'))};\n`,
);

let api: TestApi & { baseUrl: string };
beforeAll(async () => {
  api = await startListening();
});
afterAll(async () => {
  await api.close();
  fs.rmSync(build, { recursive: true, force: true });
});

const started: Server[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  vi.restoreAllMocks();
});

async function pageServer(env: Record<string, string>): Promise<string> {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const server = startPageServer({ PORT: '0', HOST: '127.0.0.1', ...env }, dirs);
  started.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Every absolute media URL in the HTML, JSON-escaped slashes read as slashes. */
const mediaLinks = (html: string): string[] =>
  [...html.replace(/\\\//g, '/').matchAll(/[a-z]+:\/\/[^"'\s<>\\)]+\/weaver\/media\/[^"'\s<>\\)]+/g)].map((m) => m[0]);

const SHARE_CHAT = `/share/chat?chat_id=${SeedIds.chats.en}`;

describe('a share page rendered with the API at an internal address', () => {
  it('names no internal address; every media link is on the public origin (the page’s own, where the API is served too)', async () => {
    const internal = new URL(api.baseUrl).host;
    const at = await pageServer({
      TALKIE_RENDER_API_BASE_URL: api.baseUrl,
      TALKIE_PUBLIC_ORIGIN: 'https://h5.talkie.example',
    });
    const answer = await fetch(`${at}${SHARE_CHAT}`);
    const html = await answer.text();
    expect(html).toContain('I saved the window seat for you.');
    expect(html).not.toContain(internal);
    const links = mediaLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('https://h5.talkie.example/weaver/media/'), link).toBe(true);
  });

  it('with the API on an origin of its own (VITE_API_BASE_URL, as the page was built), media links are on that origin', async () => {
    const at = await pageServer({
      TALKIE_RENDER_API_BASE_URL: api.baseUrl,
      TALKIE_PUBLIC_ORIGIN: 'https://h5.talkie.example',
      VITE_API_BASE_URL: 'https://api.talkie.example/',
    });
    const html = await (await fetch(`${at}${SHARE_CHAT}`)).text();
    expect(html).not.toContain(new URL(api.baseUrl).host);
    const links = mediaLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('https://api.talkie.example/weaver/media/'), link).toBe(true);
  });
});

describe('moving the render API’s URLs to the public origin', () => {
  it('moves that origin’s URLs, and never a longer port, a longer host or another scheme', () => {
    const text = JSON.stringify({
      avatar: 'http://10.0.0.5:8080/weaver/media/avatar/a.svg',
      voice: 'HTTP://10.0.0.5:8080/weaver/media/audio/b.wav',
      other: [
        'http://10.0.0.5:80801/x',
        'http://10.0.0.5:8080.evil.example/y',
        'https://10.0.0.5:8080/z',
        'http://10.0.0.5:8080',
      ],
    });
    expect(JSON.parse(toPublicOrigin(text, 'http://10.0.0.5:8080', 'https://h5.talkie.example'))).toEqual({
      avatar: 'https://h5.talkie.example/weaver/media/avatar/a.svg',
      voice: 'https://h5.talkie.example/weaver/media/audio/b.wav',
      other: [
        'http://10.0.0.5:80801/x',
        'http://10.0.0.5:8080.evil.example/y',
        'https://10.0.0.5:8080/z',
        'https://h5.talkie.example',
      ],
    });
  });
});

describe('the production page server', () => {
  const production = { NODE_ENV: 'production', TALKIE_RENDER_API_BASE_URL: 'http://10.0.0.5:8080' };

  it('refuses a public origin that is not https://, naming the setting', () => {
    expect(() => startPageServer({ ...production, TALKIE_PUBLIC_ORIGIN: 'http://h5.talkie.example' }, dirs)).toThrow(
      /TALKIE_PUBLIC_ORIGIN.*https:\/\//,
    );
    expect(() =>
      startPageServer(
        {
          ...production,
          TALKIE_PUBLIC_ORIGIN: 'https://h5.talkie.example',
          VITE_API_BASE_URL: 'http://api.talkie.example',
        },
        dirs,
      ),
    ).toThrow(/VITE_API_BASE_URL.*https:\/\//);
    expect(() => startPageServer({ ...production, TALKIE_PUBLIC_ORIGIN: 'h5.talkie.example' }, dirs)).toThrow(
      /TALKIE_PUBLIC_ORIGIN/,
    );
  });

  it('starts with https:// public origins and an internal http:// render API', async () => {
    const at = await pageServer({
      ...production,
      TALKIE_PUBLIC_ORIGIN: 'https://h5.talkie.example',
      VITE_API_BASE_URL: 'https://api.talkie.example',
    });
    expect((await fetch(`${at}/assets/none.js`)).status).toBe(404);
  });
});
