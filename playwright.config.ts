import { defineConfig, devices } from '@playwright/test';
import { scaled } from './tests/e2e/support/timeouts';

/**
 * End-to-end tests on mobile profiles against the production build served by `vite preview`,
 * with the local API server (mounted inside the preview server) in test mode.
 *
 * Environment:
 * - CHROMIUM_PATH: a Chromium executable (set by scripts/find-chromium.sh); empty means Playwright's own.
 * - E2E_REUSE_DIST=1: serve the existing dist/ instead of building first (the size report just built it).
 * - E2E_PORT: port of the preview server (default 4173); the server-clock project's own server listens on E2E_PORT+1.
 * - E2E_JSON_REPORT: where the JSON report goes (scripts/test-all.sh reads the counts from it).
 * - E2E_WORKERS: how many tests run at once (default 5).
 * - TALKIE_TIMEOUT_SCALE: one factor for the test, expect and navigation timeouts (default 2 in CI, else
 *   1; tests/e2e/support/timeouts.ts), so a busy machine stretches every wait alike.
 */
const isCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** The server-clock project's own preview and API (an in-memory database of its own): its clock moves nothing else. */
const clockPort = port + 1;
const clockBaseURL = `http://127.0.0.1:${clockPort}`;
const executablePath = process.env.CHROMIUM_PATH || undefined;

const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The headless shell (scripts/find-chromium.sh) hints glyphs to whole pixels unless told not to; unhinted, it lays
    // text out to the fraction of a pixel as the full browser and a phone do (a tab's width is the same).
    '--font-render-hinting=none',
  ],
};

/** Specs that move the server's clock (`*-clock.spec.ts`). */
const SHARED_CLOCK_SPECS = '**/*-clock.spec.ts';
/**
 * The sweep of every route runs on the Android profile only: the iPhone sweep runs in a real WebKit
 * engine with iPhone user agents (tests/webkit, `npm run test:webkit`), which says more about iOS than
 * Chromium in an iPhone viewport.
 */
const ROUTE_SWEEP_SPEC = '**/routes.spec.ts';
/** The UI guards (every route × 5 languages × browser and app) run in a project of their own, on the Pixel profile. */
const UI_GUARD_SPEC = '**/ui-guards.spec.ts';
/**
 * The iPhone profile runs the same Chromium engine as the Pixel one, so it only reruns the tests whose
 * behaviour depends on the device: tagged `@device` (DEVICE_TAG in tests/e2e/support/fixtures.ts), e.g.
 * the app-open links and stores on iOS, the header inside the app, back to native, WeChat/QQ on iOS.
 * The README lists them.
 */
const DEVICE_TESTS = /@device/;

const build = process.env.E2E_REUSE_DIST === '1' ? '' : 'npx vite build && ';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Five on two cores: most of a test's time is spent waiting (page loads, the API, scaled timeouts), not
  // computing (with four the machine was 90 % busy over the step, with five 94 %, and the step 3 % shorter); the
  // UI guards, which compute (layout checks, axe), are held to two of them.
  workers: Number(process.env.E2E_WORKERS ?? 5),
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  reporter: [
    ['list'],
    ['./tests/flows/framework/e2e/coverage-reporter.ts'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-results.json' }],
  ],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    // Recording a trace costs about a fifth of the suite's time (DOM snapshots at every step). In CI a
    // failed test is retried once with its trace on; locally a failure keeps the trace of its one run.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    // The trace holds the screenshots of a failure. A screenshot of its own is taken at the end of every test
    // (and thrown away when it passed), which waits up to 5 s on a page whose timers run on Playwright's clock.
    screenshot: 'off',
    navigationTimeout: scaled(15_000),
    launchOptions,
  },
  projects: [
    {
      // First in the list, so its two workers start at once: the longest project does not finish last alone.
      name: 'ui-guards',
      testMatch: UI_GUARD_SPEC,
      // Its pages live in worker-wide contexts; a failure's table of violations says more than a trace.
      use: { ...devices['Pixel 7'], launchOptions, trace: 'off' },
      workers: 2,
    },
    {
      name: 'iphone-13',
      // The iPhone profile defaults to WebKit; this machine only has Chromium.
      use: { ...devices['iPhone 13'], browserName: 'chromium', defaultBrowserType: 'chromium', launchOptions },
      testIgnore: [SHARED_CLOCK_SPECS, ROUTE_SWEEP_SPEC, UI_GUARD_SPEC],
      grep: DEVICE_TESTS,
    },
    {
      name: 'pixel-7',
      use: { ...devices['Pixel 7'], launchOptions },
      testIgnore: [SHARED_CLOCK_SPECS, UI_GUARD_SPEC],
    },
    {
      // Specs that move the server's test clock: every signed request checks its timestamp against that
      // clock, so they talk to a server of their own (E2E_PORT+1, its own API and database) and run in
      // parallel with the other projects; one at a time among themselves, on one profile.
      name: 'server-clock',
      testMatch: SHARED_CLOCK_SPECS,
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Pixel 7'], launchOptions, baseURL: clockBaseURL },
    },
  ],
  webServer: [
    {
      command: `${build}npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: baseURL,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { TALKIE_API_TEST_MODE: '1', TALKIE_RENDER_BUDGET_MS: '1000' },
    },
    {
      // Started once the first is up, so it serves the build the first one made.
      command: `npx vite preview --host 127.0.0.1 --port ${clockPort} --strictPort`,
      url: clockBaseURL,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { TALKIE_API_TEST_MODE: '1', TALKIE_RENDER_BUDGET_MS: '1000' },
    },
  ],
});
