/**
 * Frames dropped while the spin wheel turns, on a slowed CPU (Chrome DevTools protocol
 * Emulation.setCPUThrottlingRate), in Chromium on a phone-sized viewport. Builds the app (unless
 * BENCH_REUSE_DIST=1), serves it with `vite preview` and the local API (in-memory database), opens
 * /spin_wheel, and records every animation frame (rAF timestamps on the page's main thread):
 *  - first the same page idle for a while under the same slowdown: the machine's ceiling right now
 *    (other jobs share its cores; a busy machine cannot show 60 fps even for a page that does nothing);
 *  - then from the tap until the result shows.
 *
 * Prints both, per run: frames, time, frame rate, frames dropped (a gap of n frame times drops n−1)
 * and the longest frame; fails when the worst spin is under the budget (scripts/budgets.ts `spin`),
 * saying whether the idle page was under it too. A benchmark, not part of `npm test`. Chromium:
 * CHROMIUM_PATH (default /usr/bin/chromium). Runs: BENCH_RUNS (default: the budget's).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { budgets } from './budgets';
import { freePort, startPreview } from './lib/preview-server';

const root = resolve(import.meta.dirname, '..');
const vite = resolve(root, 'node_modules/vite/bin/vite.js');
const FRAME_MS = 1000 / 60;
const { cpuSlowdown, minFps, idleMs } = budgets.spin;

interface Run {
  frames: number;
  ms: number;
  fps: number;
  dropped: number;
  longestMs: number;
}

/** Frame statistics from rAF timestamps. Exported for tests. */
export function frameStats(stamps: readonly number[]): Run {
  let dropped = 0;
  let longest = 0;
  for (let i = 1; i < stamps.length; i++) {
    const gap = (stamps[i] as number) - (stamps[i - 1] as number);
    longest = Math.max(longest, gap);
    dropped += Math.max(0, Math.round(gap / FRAME_MS) - 1);
  }
  const ms = stamps.length > 1 ? (stamps.at(-1) as number) - (stamps[0] as number) : 0;
  return { frames: stamps.length, ms: Math.round(ms), fps: ms > 0 ? Math.round(((stamps.length - 1) * 1000) / ms * 10) / 10 : 0, dropped, longestMs: Math.round(longest * 10) / 10 };
}

// Page code as strings: tsx would wrap a named callback in a helper the page does not have.
// Each recording has its own number, so the loop of an earlier one stops for good.
const START_RECORDING = `(() => {
  const id = (window.__recording = (window.__recording || 0) + 1);
  const frames = (window.__frames = []);
  const tick = (t) => {
    if (window.__recording !== id) return;
    frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const STOP_RECORDING = '(() => { window.__recording += 1; return window.__frames; })()';

const recorded = async (page: Page): Promise<Run> => frameStats((await page.evaluate(STOP_RECORDING)) as number[]);
const line = (r: Run) => `${r.frames} frames in ${r.ms} ms = ${r.fps} fps, ${r.dropped} dropped, longest frame ${r.longestMs} ms`;

async function main(): Promise<void> {
  if (process.env.BENCH_REUSE_DIST !== '1') {
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const port = await freePort();
  const server = await startPreview(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const runs: { idle: Run; spin: Run }[] = [];
  try {
    const count = Number(process.env.BENCH_RUNS || budgets.spin.runs);
    for (let run = 0; run < count; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`http://127.0.0.1:${port}/spin_wheel`);
      await page.getByTestId('spin-button').waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.evaluate(START_RECORDING);
      await page.waitForTimeout(idleMs);
      const idle = await recorded(page);
      await page.evaluate(START_RECORDING);
      await page.getByTestId('spin-button').tap();
      await page.getByTestId('spin-result').waitFor({ timeout: 30_000 });
      runs.push({ idle, spin: await recorded(page) });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  console.info(`spin wheel on a ${cpuSlowdown}× slowed CPU (Chromium ${browser.version()}):`);
  for (const [i, r] of runs.entries()) {
    console.info(`  run ${i + 1}: idle page ${line(r.idle)}`);
    console.info(`         spin      ${line(r.spin)}`);
  }
  const worst = runs.reduce((a, b) => (b.spin.fps < a.spin.fps ? b : a));
  const ceiling = Math.min(...runs.map((r) => r.idle.fps));
  console.info(`worst spin: ${worst.spin.fps} fps, ${worst.spin.dropped} frames dropped (budget ≥ ${minFps} fps); the idle page in that run: ${worst.idle.fps} fps; lowest idle: ${ceiling} fps`);
  if (worst.spin.fps < minFps) {
    console.info(worst.idle.fps < minFps ? 'under budget, and so was the idle page: the machine was too busy to tell' : 'under budget while the idle page was not: the spin costs frames');
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'bench-spin.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
