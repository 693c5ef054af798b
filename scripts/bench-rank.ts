/**
 * Rankings speed on a slow phone: serves the production build with `vite preview` (the local API
 * inside it, in-memory database, test mode for the seed viewer's one-click login), opens it in
 * Chromium on a Pixel-7-sized page with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate) and
 * measures, inside the page (performance.now, until the next
 * frame shows the result):
 *  - switching board and period tabs on /rank (the call to the local API included);
 *  - "Load more" on /rank/detail up to 100 rows, each step and the whole list.
 * Usage: npm run bench:rank [-- --reuse] (--reuse serves the existing dist/). CHROMIUM_PATH picks the browser.
 * A benchmark, not part of `npm test`: it prints figures and fails only when the pages do not work.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { login } from '../src/api/contract/account';
import { signRequest } from '../src/api/contract/signing';
import { config } from '../src/platform/config';
import { SeedIds } from '../server/seed/ids';
import { freePort, startPreview } from './lib/preview-server';

const root = resolve(import.meta.dirname, '..');
const CPU_SLOWDOWN = 4;
const SWITCHES = 12;

/** The viewer's tokens, from a one-click login as the web client would sign it. */
async function viewerSession(base: string) {
  const body = JSON.stringify({
    login_type: 1,
    device_info: { uuid: randomUUID(), os: 3 },
    credential: SeedIds.credentials.viewer,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(new URL(login.path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(timestamp),
      'x-sign': signRequest({}, body, timestamp, config.signingSalt),
    },
    body,
  });
  return (await response.json()) as { user_id: string; auth_token: string; refresh_token: string };
}

/**
 * Clicks `selector` inside the page and resolves with the ms until `done` holds on a frame. Page code
 * is passed as text: tsx would wrap functions with helpers the page does not have.
 */
const timedClick = (page: Page, selector: string, done: string): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const target = document.querySelector(${JSON.stringify(selector)});
    if (!target) return reject(new Error('no ${selector.replace(/'/g, '')}'));
    const start = performance.now();
    target.click();
    const frame = () => ((${done}) ? resolve(performance.now() - start) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  })`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

async function main() {
  if (!process.argv.includes('--reuse')) {
    const build = spawnSync(
      process.execPath,
      [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('build failed');
  }
  const port = await freePort();
  const preview = await startPreview(port, { TALKIE_API_TEST_MODE: '1' });
  const base = `http://127.0.0.1:${port}`;
  const executablePath =
    process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 839 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      baseURL: base,
      locale: 'en-US',
    });
    const session = await viewerSession(base);
    await context.addInitScript((s) => {
      localStorage.setItem('authToken', s.auth_token);
      localStorage.setItem('refreshToken', s.refresh_token);
      localStorage.setItem('userId', s.user_id);
      localStorage.setItem('user_id', s.user_id);
      localStorage.setItem('is_anonymous', 'false');
    }, session);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Tab switches on /rank, alternating boards and periods.
    await page.goto('/rank');
    await page.getByTestId('rank-entry').first().waitFor();
    const tabs = [
      ['board', 'gem_elite'],
      ['period', 'weekly'],
      ['board', 'popular'],
      ['period', 'monthly'],
      ['board', 'gem_elite'],
      ['period', 'daily'],
    ] as const;
    const switches: number[] = [];
    for (let i = 0; i < SWITCHES; i++) {
      const [kind, value] = tabs[i % tabs.length]!;
      const ready = `document.querySelector('[data-testid=rank-page]').dataset.${kind} === '${value}' && !!document.querySelector('[data-testid=rank-entry]') && !document.querySelector('[data-testid=rank-board][aria-busy]')`;
      switches.push(await timedClick(page, `[role=tab][data-value=${value}]`, ready));
    }

    // The full list: four "Load more" up to 100 rows.
    await page.goto('/rank/detail?board=popular&period=champion');
    await page
      .getByTestId('rank-entry')
      .nth(19)
      .waitFor()
      .catch(async (error: unknown) => {
        console.error(await page.locator('main').innerText());
        throw error;
      });
    const steps: number[] = [];
    for (const rows of [40, 60, 80, 100]) {
      steps.push(
        await timedClick(
          page,
          '[data-testid=rank-load-more]',
          `document.querySelectorAll('[data-testid=rank-entry]').length === ${rows}`,
        ),
      );
    }
    // Style, layout and paint of the whole 100-row list, forced by hiding and showing it.
    const full: number = await page.evaluate(`new Promise((resolve) => {
      const list = document.querySelector('[data-testid=rank-list]');
      const start = performance.now();
      list.style.display = 'none';
      void list.offsetHeight;
      list.style.display = '';
      void list.offsetHeight;
      requestAnimationFrame(() => resolve(performance.now() - start));
    })`);

    console.log(`Rankings on a ${CPU_SLOWDOWN}× slowed CPU (Chromium, 412×839 @2.625)`);
    console.log(
      `  tab switch on /rank (${SWITCHES} switches, API call included): median ${fmt(median(switches))}, max ${fmt(Math.max(...switches))}`,
    );
    console.log(`  "Load more" on /rank/detail, 20 rows each: ${steps.map(fmt).join(', ')} (to 40, 60, 80, 100 rows)`);
    console.log(`  style, layout and paint of the 100-row list: ${fmt(full)}`);
  } finally {
    await browser.close();
    preview.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
