/**
 * Frames dropped while the spin wheel turns, on a 4× slowed CPU (Chrome DevTools protocol
 * Emulation.setCPUThrottlingRate), in Chromium on a phone-sized viewport. Builds the app (unless
 * BENCH_REUSE_DIST=1), serves it with `vite preview` and the local API (in-memory database), opens
 * /spin_wheel, taps spin and records every animation frame from the tap until the result shows.
 *
 * Prints the frames, the time, the frame rate, the frames dropped (a gap of n frame times drops n−1)
 * and the longest frame. A benchmark, not part of `npm test`. Chromium: CHROMIUM_PATH (default
 * /usr/bin/chromium). Runs: BENCH_RUNS (default 3).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startPreview } from './lib/preview-server';

const root = resolve(import.meta.dirname, '..');
const vite = resolve(root, 'node_modules/vite/bin/vite.js');
const FRAME_MS = 1000 / 60;
const CPU_SLOWDOWN = 4;

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

async function main(): Promise<void> {
  if (process.env.BENCH_REUSE_DIST !== '1') {
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const port = await freePort();
  const server = await startPreview(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const runs: Run[] = [];
  try {
    const count = Number(process.env.BENCH_RUNS || 3);
    for (let run = 0; run < count; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`http://127.0.0.1:${port}/spin_wheel`);
      await page.getByTestId('spin-button').waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      // A string: tsx would wrap a named callback in a helper the page does not have.
      await page.evaluate(`(() => {
        window.__frames = [];
        window.__recording = true;
        const tick = (t) => {
          if (!window.__recording) return;
          window.__frames.push(t);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      await page.getByTestId('spin-button').tap();
      await page.getByTestId('spin-result').waitFor({ timeout: 30_000 });
      const stamps = (await page.evaluate('(() => { window.__recording = false; return window.__frames; })()')) as number[];
      runs.push(frameStats(stamps));
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  console.info(`spin wheel on a ${CPU_SLOWDOWN}× slowed CPU (Chromium ${browser.version()}):`);
  for (const [i, r] of runs.entries()) console.info(`  run ${i + 1}: ${r.frames} frames in ${r.ms} ms = ${r.fps} fps, ${r.dropped} dropped, longest frame ${r.longestMs} ms`);
  const worst = runs.reduce((a, b) => (b.fps < a.fps ? b : a));
  console.info(`worst run: ${worst.fps} fps, ${worst.dropped} frames dropped (target ≥ 55 fps)`);
  if (worst.fps < 55) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'bench-spin.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
