/**
 * Benchmark of the production page server's server render (`npm run bench:render`): what rendering
 * the public pages on the server costs. Builds the app (unless --no-build), starts the local API
 * (`server/main.ts`, a file database in a temporary directory) and the page server (`server/serve.ts`)
 * as child processes on free loopback ports, then loads it with autocannon (50 connections, a phone's
 * headers: brotli, a mobile User-Agent, English) in three cases:
 *
 * - public pages rendered fresh: straight at the page server, every request is a render;
 * - public pages from a warm cache: through scripts/lib/edge-cache.ts, a tiny proxy that keeps what a
 *   CDN edge would (`s-maxage`, keyed on `Vary`), primed once;
 * - a personal page with the app's auth cookie (an anonymous visitor's session): rendered for that
 *   visitor, their data read from the API first (`private, no-store`: no CDN may keep it);
 * - a page the browser renders (a form): the page server answers index.html, no render.
 *
 * Prints requests/s (the page server is one Node process: one core), p50/p99 latency and failures, and
 * the Cache-Control of each answer (what a CDN may keep). Compares with the `render` budgets in
 * scripts/budgets.ts; exits 1 when over.
 *
 * Usage: tsx scripts/bench-render.ts [--no-build] [--seconds N]
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets } from './budgets';
import { anonymousAuthToken, benchApiEnv } from './lib/bench-api-env';
import { freePort } from './lib/preview-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const limits = budgets.render;

/** Public pages the server renders (seeded topic of server/seed/ids.ts and a build document). */
const PUBLIC_PAGES = ['/static/privacy', '/tag/1001'] as const;
/** A personal page, rendered with the visitor's session from the app's auth cookie. */
const PERSONAL_PAGE = '/membership';
/** A path no page claims: the page server answers index.html, and the browser shows the not-found page. */
const BROWSER_PAGE = '/no/such/page';

/** What a phone's browser sends. */
const BROWSER_HEADERS = {
  'accept-encoding': 'br',
  'accept-language': 'en',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

interface Args {
  build: boolean;
  seconds: number;
}

function parseArgs(argv: readonly string[]): Args {
  const at = argv.indexOf('--seconds');
  const seconds = at >= 0 ? Number(argv[at + 1]) : limits.runSeconds;
  return {
    build: !argv.includes('--no-build'),
    seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : limits.runSeconds,
  };
}

interface Child {
  process: ChildProcess;
  baseUrl: string;
  log: () => string;
}

function startChild(name: string, args: readonly string[], env: Record<string, string>, baseUrl: string): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${name} exited with ${code}:\n${log}`);
  });
  return { process: child, baseUrl, log: () => log };
}

/** Resolves once `url` gives an answer `accept` takes (20 s at most). */
async function waitFor(child: Child, url: string, accept: (status: number) => boolean): Promise<void> {
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.process.exitCode}\n${child.log()}`);
    const status = await fetch(url).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    );
    if (status > 0 && accept(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 20 s\n${child.log()}`);
}

async function stop(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  await new Promise((resolve) => child.process.once('exit', resolve));
}

/** One answer as the benchmark's browser gets it: status, Cache-Control, Vary, bytes on the wire. */
async function probe(baseUrl: string, pathname: string, extraHeaders: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { ...BROWSER_HEADERS, ...extraHeaders } });
  const bytes = (await response.arrayBuffer()).byteLength; // fetch decodes: this is the page, not the wire
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control') ?? '(none)',
    vary: response.headers.get('vary') ?? '(none)',
    encoding: response.headers.get('content-encoding') ?? 'identity',
    bytes,
  };
}

/** Median time of `runs` requests for `pathname` one after another (no queue): the cost of one answer. */
async function oneAtATimeMs(
  baseUrl: string,
  pathname: string,
  runs: number,
  extraHeaders: Record<string, string> = {},
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await (await fetch(`${baseUrl}${pathname}`, { headers: { ...BROWSER_HEADERS, ...extraHeaders } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
}

interface Measured {
  title: string;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(
  title: string,
  baseUrl: string,
  paths: readonly string[],
  seconds: number,
  extraHeaders: Record<string, string> = {},
): Promise<Measured> {
  const result = await autocannon({
    url: baseUrl,
    connections: limits.connections,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, ...extraHeaders },
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  const ok = result['2xx'];
  const measured = {
    title,
    perSecond: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `${title.padEnd(58)} ${measured.perSecond.toFixed(0).padStart(6)} req/s  ${measured.perSecond.toFixed(0).padStart(6)} req/s per process (1 core)  ` +
      `p50 ${String(measured.p50).padStart(4)} ms  p99 ${String(measured.p99).padStart(4)} ms  ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return measured;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.build) {
    console.log('Building (vite build)...');
    const build = spawnSync(
      process.execPath,
      [path.resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) return 1;
  }
  if (!fs.existsSync(path.join(root, 'dist', 'server', 'entry-server.js'))) {
    console.error('No build in dist/: run without --no-build');
    return 1;
  }

  const [apiPort, pagePort, edgePort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weaver-bench-render-'));
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const pageBase = `http://127.0.0.1:${pagePort}`;
  const edgeBase = `http://127.0.0.1:${edgePort}`;
  const children: Child[] = [];
  try {
    const api = startChild('the API', ['server/main.ts'], benchApiEnv(apiPort, dataDir), apiBase);
    children.push(api);
    await waitFor(api, `${apiBase}/`, () => true);
    const pages = startChild(
      'the page server',
      ['server/serve.ts'],
      {
        PORT: String(pagePort),
        HOST: '127.0.0.1',
        TALKIE_RENDER_API_BASE_URL: apiBase,
        TALKIE_PUBLIC_ORIGIN: pageBase,
      },
      pageBase,
    );
    children.push(pages);
    await waitFor(pages, `${pageBase}${BROWSER_PAGE}`, (status) => status === 200);
    const edge = startChild('the edge cache', ['scripts/lib/edge-cache.ts', pageBase, String(edgePort)], {}, edgeBase);
    children.push(edge);
    await waitFor(edge, `${edgeBase}/__edge/stats`, (status) => status === 200);

    const [load1] = os.loadavg();
    console.log(
      `cpus: ${os.availableParallelism()} available (os.availableParallelism()) x ${os.cpus()[0]?.model ?? '?'}; node ${process.version}; load average ${load1?.toFixed(2)}`,
    );
    console.log(
      `page server: one Node process, so per process = 1 core (the warm-cache row: the edge proxy's one process); the API, the proxy and autocannon share the same ${os.availableParallelism()} cores. ` +
        `${limits.connections} connections, ${args.seconds} s per case, accept-encoding: br, mobile User-Agent, accept-language: en\n`,
    );

    // The app's auth cookie of one anonymous visitor: their membership page is rendered for them.
    const session = { cookie: `authToken=${encodeURIComponent(await anonymousAuthToken(apiBase))}` };
    // Each page once, as the browser gets it (and the first render warms the renderer's module and template).
    const answers = new Map<string, Awaited<ReturnType<typeof probe>>>();
    for (const p of [...PUBLIC_PAGES, BROWSER_PAGE]) answers.set(p, await probe(pageBase, p));
    answers.set(`${PERSONAL_PAGE} (cookie)`, await probe(pageBase, PERSONAL_PAGE, session));
    for (const [p, answer] of answers) {
      if (answer.status !== 200) throw new Error(`${p} answered ${answer.status}`);
    }

    const alone: string[] = [];
    for (const p of [...PUBLIC_PAGES, BROWSER_PAGE])
      alone.push(`${p} ${(await oneAtATimeMs(pageBase, p, 20)).toFixed(1)} ms`);
    alone.push(
      `${PERSONAL_PAGE} with the cookie ${(await oneAtATimeMs(pageBase, PERSONAL_PAGE, 20, session)).toFixed(1)} ms`,
    );
    console.log(`one request at a time (median of 20, no queue): ${alone.join(', ')}\n`);

    const fresh = await load(
      `public pages rendered fresh (${PUBLIC_PAGES.join(', ')})`,
      pageBase,
      PUBLIC_PAGES,
      args.seconds,
    );

    for (const p of PUBLIC_PAGES) await probe(edgeBase, p); // prime the edge
    const readStats = async () =>
      (await (await fetch(`${edgeBase}/__edge/stats`)).json()) as { hits: number; misses: number };
    const before = await readStats();
    const cached = await load('public pages from a warm edge cache', edgeBase, PUBLIC_PAGES, args.seconds);
    const after = await readStats();
    const hits = after.hits - before.hits;
    const misses = after.misses - before.misses;
    console.log(
      `${''.padEnd(58)} hit ratio ${((100 * hits) / Math.max(1, hits + misses)).toFixed(1)} % (${hits} hits, ${misses} misses)`,
    );

    const personal = await load(
      `a personal page with the visitor's session (${PERSONAL_PAGE})`,
      pageBase,
      [PERSONAL_PAGE],
      args.seconds,
      session,
    );
    console.log(
      `${''.padEnd(58)} the user check, the status and the plans read from the API per render; private, no-store`,
    );
    const browser = await load(`a page the browser renders (${BROWSER_PAGE})`, pageBase, [BROWSER_PAGE], args.seconds);
    console.log(`${''.padEnd(58)} index.html, the baseline cost of an answer`);

    console.log('\nWhat a CDN may keep (Cache-Control of each answer):');
    for (const [p, a] of answers) {
      console.log(
        `  ${p.padEnd(22)} ${a.status} ${a.cacheControl.padEnd(55)} Vary: ${a.vary}; ${a.encoding}, ${(a.bytes / 1024).toFixed(1)} KB decoded`,
      );
    }

    console.log('\nSummary:');
    for (const m of [fresh, cached, personal, browser]) {
      console.log(`  ${m.title.padEnd(58)} ${m.perSecond.toFixed(0).padStart(6)} req/s, p99 ${m.p99} ms`);
    }
    console.log(
      `  a fresh render costs ${(browser.perSecond / Math.max(1, fresh.perSecond)).toFixed(1)}x an index.html answer; the warm edge serves ${(cached.perSecond / Math.max(1, fresh.perSecond)).toFixed(1)}x the fresh render rate`,
    );

    const failures: string[] = [];
    if (fresh.perSecond < limits.freshRendersPerSecond)
      failures.push(`fresh renders ${fresh.perSecond.toFixed(0)}/s < ${limits.freshRendersPerSecond}/s`);
    if (fresh.p99 > limits.freshP99Ms) failures.push(`fresh render p99 ${fresh.p99} ms > ${limits.freshP99Ms} ms`);
    if (cached.perSecond < limits.cachedPerSecond)
      failures.push(`warm edge ${cached.perSecond.toFixed(0)}/s < ${limits.cachedPerSecond}/s`);
    if (hits + misses > 0 && hits / (hits + misses) < limits.minHitRatio)
      failures.push(`hit ratio ${(hits / (hits + misses)).toFixed(3)} < ${limits.minHitRatio}`);
    if (personal.perSecond < limits.personalRendersPerSecond)
      failures.push(`personal renders ${personal.perSecond.toFixed(0)}/s < ${limits.personalRendersPerSecond}/s`);
    if (personal.p99 > limits.freshP99Ms)
      failures.push(`personal render p99 ${personal.p99} ms > ${limits.freshP99Ms} ms`);
    if (answers.get(`${PERSONAL_PAGE} (cookie)`)?.cacheControl !== 'private, no-store')
      failures.push(`${PERSONAL_PAGE} with a session is not private, no-store`);
    if (browser.perSecond < limits.browserPagePerSecond)
      failures.push(`index.html ${browser.perSecond.toFixed(0)}/s < ${limits.browserPagePerSecond}/s`);
    for (const m of [fresh, cached, personal, browser])
      if (m.failed > 0) failures.push(`${m.title}: ${m.failed} failed requests`);
    if (failures.length > 0) {
      console.error(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
      return 1;
    }
    console.log(
      `\nwithin budget (fresh renders >= ${limits.freshRendersPerSecond}/s with p99 <= ${limits.freshP99Ms} ms, warm edge >= ${limits.cachedPerSecond}/s, ` +
        `personal renders >= ${limits.personalRendersPerSecond}/s, index.html >= ${limits.browserPagePerSecond}/s)`,
    );
    return 0;
  } finally {
    for (const child of children.reverse()) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
