/**
 * Frames dropped while the spin wheel turns, on a slowed CPU (Chrome DevTools protocol
 * Emulation.setCPUThrottlingRate), in Chromium on a phone-sized viewport. Builds the app (unless
 * BENCH_REUSE_DIST=1), serves it with `vite preview` and the local API (in-memory database), opens
 * /spin_wheel, and records every animation frame (rAF timestamps on the page's main thread):
 *  - first the same page idle for a while under the same slowdown: the machine's ceiling right now
 *    (other jobs share its cores; a busy machine cannot show 60 fps even for a page that does nothing);
 *  - then from the tap until the result shows; the frames while the wheel turns (its rotor has an
 *    animation running) are the spin's figure. The tap's own work (before the wheel moves) and the
 *    result card (after it stopped) are printed apart, as "tap to result";
 *  - then a second spin, traced instead of recorded (see below).
 *
 * Prints them per run: frames, time, frame rate, frames dropped (a gap of n frame times drops n−1)
 * and the longest frame. The wheel turns on the compositor, so what the eye sees is the compositor's
 * frames: a DevTools trace of the frame reporter (PipelineReporter: shown or dropped) while its
 * animation runs is printed too, and is the figure held against the budget (scripts/budgets.ts
 * `spin`; the main thread's rAF rate when the page has no compositor animation). On failure it says
 * whether the idle page was under the budget too. A benchmark, not part of `npm test`. Chromium:
 * CHROMIUM_PATH (default /usr/bin/chromium). Runs: BENCH_RUNS (default: the budget's).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { budgets } from './budgets';
import {
  compositorFrames,
  frameStats,
  turnWindow,
  type CompositorRun,
  type Run,
  type TracedFrame,
} from './lib/frame-stats';
import { freePort, startPreview } from './lib/preview-server';

const root = resolve(import.meta.dirname, '..');
const vite = resolve(root, 'node_modules/vite/bin/vite.js');
const { cpuSlowdown, minFps, idleMs } = budgets.spin;

// Page code as strings: tsx would wrap a named callback in a helper the page does not have.
// Each recording has its own number, so the loop of an earlier one stops for good. A frame notes
// whether the wheel's rotor has an animation running (Web Animations on the compositor).
const START_RECORDING = `(() => {
  const id = (window.__recording = (window.__recording || 0) + 1);
  const frames = (window.__frames = []);
  const rotor = document.querySelector('[data-testid="wheel-rotor"]');
  const tick = (t) => {
    if (window.__recording !== id) return;
    frames.push([t, rotor && rotor.getAnimations().length > 0 ? 1 : 0]);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const STOP_RECORDING = '(() => { window.__recording += 1; return window.__frames; })()';

type Frames = [number, number][];
const stop = async (page: Page): Promise<Frames> => (await page.evaluate(STOP_RECORDING)) as Frames;
const line = (r: Run) =>
  `${r.frames} frames in ${r.ms} ms = ${r.fps} fps, ${r.dropped} dropped, longest frame ${r.longestMs} ms`;

async function main(): Promise<void> {
  if (process.env.BENCH_REUSE_DIST !== '1') {
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const port = await freePort();
  const server = await startPreview(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const runs: { idle: Run; spin: Run; tapToResult: Run; compositor: CompositorRun }[] = [];
  try {
    const count = Number(process.env.BENCH_RUNS || budgets.spin.runs);
    for (let run = 0; run < count; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`http://127.0.0.1:${port}/spin_wheel`);
      await page.getByTestId('spin-button').waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.evaluate(START_RECORDING);
      await page.waitForTimeout(idleMs);
      const idle = frameStats((await stop(page)).map(([t]) => t));
      await page.evaluate(START_RECORDING);
      await page.getByTestId('spin-button').tap();
      await page.getByTestId('spin-result').waitFor({ timeout: 30_000 });
      const frames = await stop(page);
      // A second spin, traced and not recorded (the recorder's own frames would be counted as the
      // page's): the frame reporter says what the compositor showed while the wheel turned on it.
      await page.getByTestId('result-ok').tap();
      await page.locator('[data-testid="spin-page"][data-state="ready"]').waitFor({ timeout: 30_000 });
      const traced: TracedFrame[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => traced.push(...(value as unknown as TracedFrame[])));
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.start', {
        categories: 'disabled-by-default-devtools.timeline.frame',
        transferMode: 'ReportEvents',
      });
      await page.getByTestId('spin-button').tap();
      await page.getByTestId('spin-result').waitFor({ timeout: 30_000 });
      await cdp.send('Tracing.end');
      await complete;
      runs.push({
        idle,
        spin: frameStats(turnWindow(frames)),
        tapToResult: frameStats(frames.map(([t]) => t)),
        compositor: compositorFrames(traced),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  console.info(`spin wheel on a ${cpuSlowdown}× slowed CPU (Chromium ${browser.version()}):`);
  for (const [i, r] of runs.entries()) {
    console.info(`  run ${i + 1}: idle page     ${line(r.idle)}`);
    console.info(`         while turning ${line(r.spin)}`);
    console.info(`         tap to result ${line(r.tapToResult)}`);
    console.info(
      `         compositor    ${r.compositor.presented} frames shown in ${r.compositor.ms} ms of its animation = ${r.compositor.fps} fps, ${r.compositor.dropped} dropped (frame reporter)`,
    );
  }
  const worst = runs.reduce((a, b) => (b.spin.fps < a.spin.fps ? b : a));
  const ceiling = Math.min(...runs.map((r) => r.idle.fps));
  console.info(
    `main thread while turning, worst run: ${worst.spin.fps} fps, ${worst.spin.dropped} dropped; the idle page in that run: ${worst.idle.fps} fps (lowest idle: ${ceiling} fps)`,
  );
  // What the eye sees is the compositor's frames. A wheel turned by script has none of its own: then
  // the main thread's frames are the figure.
  const onCompositor = runs.every((r) => r.compositor.presented > 0);
  const judged = onCompositor ? runs.reduce((a, b) => (b.compositor.fps < a.compositor.fps ? b : a)) : worst;
  const fps = onCompositor ? judged.compositor.fps : judged.spin.fps;
  if (onCompositor) {
    console.info(
      `shown while turning (compositor), worst run: ${fps} fps, ${judged.compositor.dropped} dropped (budget ≥ ${minFps} fps); the idle page in that run: ${judged.idle.fps} fps`,
    );
  } else {
    console.info(`no compositor animation: the main thread's ${fps} fps is the figure (budget ≥ ${minFps} fps)`);
  }
  if (fps < minFps) {
    console.info(
      judged.idle.fps < minFps
        ? 'under budget, and the idle page was too: the machine was too busy to tell'
        : 'under budget while the idle page was not: the spin costs frames',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'bench-spin.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
