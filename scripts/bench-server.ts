/**
 * Benchmark of the local Weaver API (`npm run bench:server`): starts `server/main.ts` as a child process
 * on a free loopback port with a file database in a temporary directory, measures the cold start to the
 * first signed answer, then requests per second of account/login and event/report with autocannon on
 * 127.0.0.1 (5 s each). Compares with the `server` budgets in scripts/budgets.ts; exits 1 when over.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login } from '../src/api/contract/account';
import { reportEvents } from '../src/api/contract/event';
import { nowInSeconds, signRequest, SIGN_HEADER, TIMESTAMP_HEADER } from '../src/api/contract/signing';
import { config as clientConfig } from '../src/platform/config';
import { budgets } from './budgets';
import { benchApiEnv } from './lib/bench-api-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const limits = budgets.server;
const salt = clientConfig.signingSalt;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function signedHeaders(query: Record<string, string>, body: string): Record<string, string> {
  const timestamp = nowInSeconds();
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGN_HEADER]: signRequest(query, body, timestamp, salt),
  };
}

const loginBody = () => JSON.stringify({ login_type: 5, device_info: { uuid: randomUUID(), os: 3 } });
const eventQuery = { device_platform: 'h5', device_id: 'bench-device', os: '3', app_id: '300', user_id: 'bench-user' };
const eventPath = `${reportEvents.path}?${new URLSearchParams(eventQuery).toString()}`;
const eventBody = () =>
  JSON.stringify({
    events: Array.from({ length: limits.eventsPerReport }, () => ({
      event_uuid: randomUUID(),
      event_data: JSON.stringify({
        common_params: {
          event_name: 'page_view',
          page: 'share_chat',
          log_source: 'h5',
          os: 3,
          app_version: '1.0.0',
          user_id: 'bench-user',
        },
        duration_ms: 1200,
      }),
      event_timestamp_ms: Date.now(),
      user_identifier: 'bench-device',
    })),
  });

async function waitForFirstAnswer(baseUrl: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const body = loginBody();
      const response = await fetch(`${baseUrl}${login.path}`, {
        method: 'POST',
        headers: signedHeaders({}, body),
        body,
      });
      const json = (await response.json()) as { base_resp?: { status_code: number } };
      if (json.base_resp?.status_code === 0) return performance.now() - started;
      throw new Error(`first answer was not a success: ${JSON.stringify(json)}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('first answer')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** Enough signed requests for the run, made before it starts so the load generator stays cheap. */
function signedPool(
  query: Record<string, string>,
  makeBody: () => string,
  size: number,
): { body: string; headers: Record<string, string> }[] {
  return Array.from({ length: size }, () => {
    const body = makeBody();
    return { body, headers: signedHeaders(query, body) };
  });
}

async function load(
  baseUrl: string,
  title: string,
  pathWithQuery: string,
  query: Record<string, string>,
  makeBody: () => string,
) {
  // Each request is distinct (new device, new event uuids); more than the server can answer in the run.
  const pool = signedPool(query, makeBody, limits.runSeconds * 6000);
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: limits.connections,
    duration: limits.runSeconds,
    requests: [
      {
        method: 'POST',
        path: pathWithQuery,
        setupRequest: (request) => {
          const signed = pool[next++ % pool.length] as (typeof pool)[number];
          return { ...request, body: signed.body, headers: { ...request.headers, ...signed.headers } };
        },
      },
    ],
  });
  const ok = result['2xx'];
  const perSecond = ok / limits.runSeconds;
  console.log(
    `${title.padEnd(14)} ${perSecond.toFixed(0).padStart(6)} req/s   latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms   ` +
      `(${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
  return { perSecond, failed: result.non2xx + result.errors + result.timeouts };
}

interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  coldStartMs: number;
  /** When the server process itself was listening, by its own clock (ms after its start). */
  listeningMs: number | null;
}

/** Starts `server/main.ts` with a new, empty data directory (so seeding is part of the cold start). */
async function startServer(): Promise<StartedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weaver-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...benchApiEnv(port, dataDir) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let serverLog = '';
  child.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  const coldStartMs = await waitForFirstAnswer(baseUrl, child, started);
  const listening = /ready (\d+) ms after start/.exec(serverLog)?.[1];
  return { child, baseUrl, dataDir, coldStartMs, listeningMs: listening ? Number(listening) : null };
}

async function stopServer(server: StartedServer): Promise<void> {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const COLD_STARTS = 3;

async function main(): Promise<void> {
  const [load1] = os.loadavg();
  console.log(
    `cpus: ${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}; node ${process.version}; load average ${load1?.toFixed(2)}`,
  );

  const failures: string[] = [];
  // Cold start: several fresh processes, the median counts (one start is at the mercy of the machine's load).
  const starts: StartedServer[] = [];
  for (let i = 0; i < COLD_STARTS; i += 1) {
    const server = await startServer();
    starts.push(server);
    if (i < COLD_STARTS - 1) await stopServer(server);
  }
  const server = starts[starts.length - 1] as StartedServer;
  try {
    const coldStartMs = median(starts.map((s) => s.coldStartMs));
    console.log(
      `cold start     ${coldStartMs.toFixed(0).padStart(6)} ms median to the first signed answer, process start included ` +
        `(runs: ${starts.map((s) => s.coldStartMs.toFixed(0)).join(', ')} ms; listening at ${starts.map((s) => s.listeningMs ?? '?').join(', ')} ms)`,
    );
    if (coldStartMs > limits.coldStartMs)
      failures.push(`cold start ${coldStartMs.toFixed(0)} ms > ${limits.coldStartMs} ms`);

    await load(server.baseUrl, 'account/login', login.path, {}, loginBody);
    const events = await load(server.baseUrl, 'event/report', eventPath, eventQuery, eventBody);
    console.log(
      `               (${limits.eventsPerReport} events per report: ${(events.perSecond * limits.eventsPerReport).toFixed(0)} events/s stored)`,
    );
    if (events.perSecond < limits.eventReportsPerSecond)
      failures.push(`event/report ${events.perSecond.toFixed(0)}/s < ${limits.eventReportsPerSecond}/s`);
    if (events.failed > 0) failures.push(`event/report had ${events.failed} failed requests`);
  } finally {
    await stopServer(server);
  }

  if (failures.length > 0) {
    console.error(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\nwithin budget (ready < ${limits.coldStartMs} ms, event/report >= ${limits.eventReportsPerSecond}/s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
