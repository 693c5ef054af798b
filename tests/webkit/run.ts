/**
 * The WebKit smoke suite: every route in a real WebKit engine (WebKitGTK's MiniBrowser, driven by
 * WebKitWebDriver), the way iOS webviews run the page. Started by scripts/webkit.sh, which brings up
 * the driver under Xvfb and the preview server; prints one line per check and ends with
 * `N passed, N failed` (plus `, N skipped`), and writes the counts to $WEBKIT_JSON_REPORT.
 *
 * Each check loads its page with `?debug=true` (and `&debug_shell=ios:<version>` inside the app), which
 * local hosts allow: the page then keeps its errors in `window.__talkiePageErrors` from before the
 * services start (src/services/debug/page-errors.ts), and the simulated app records bridge calls.
 * A check passes when the page shows its content, one action (if any) works, and the log stays empty.
 *
 * Checks in another language than English run in a MiniBrowser of their own started in that locale
 * (./locale.ts).
 *
 * The UI guards (./guards.ts: overflow, clipped and bad text, axe's contrast and name rules) run on
 * every route inside the app, in English on the smoke check's own load (once its content shows) and in
 * Japanese on the page reached by the app's own navigation from the one before (a fresh load when that
 * does not show it); each route and language is one check of the report.
 *
 * Environment: WEBKIT_BASE_URL, WEBKIT_DRIVER_PORT, MINIBROWSER_PATH, WEBKIT_JSON_REPORT;
 * WEBKIT_ONLY=<text> runs only the checks whose URL contains it; WEBKIT_SKIP_REASON instead reports
 * every check as skipped with that reason; WEBKIT_SCREENSHOTS=<folder> keeps a screenshot of each
 * page as the check left it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { talkieUserAgent } from '../../src/services/bridge/user-agent';
import { ControlClient } from '../../server/testing/control-client';
import { ACTIONS, BEFORE_LOAD, logInNewAccount } from './actions';
import { openSession, pageErrors, waitFor, type Browser } from './browser';
import { describeViolations, guardViolations } from './guards';
import { miniBrowserIn, removeLocales, type Lang } from './locale';
import { plan, type Check, type Mode } from './plan';

const APP_VERSION = '2.30.0';
const USER_AGENTS: Record<Mode, string> = {
  app: talkieUserAgent('ios', APP_VERSION),
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
/** How long a page stays open after its content showed, so errors of its idle-time work land in the log. */
const SETTLE_MS = 400;

interface Result {
  mode: Mode;
  lang: Lang;
  url: string;
  /** The check was the UI guards' (./guards.ts), not the smoke check. */
  guards: boolean;
  ok: boolean;
  detail: string;
  ms: number;
}

type Outcome = Pick<Result, 'ok' | 'detail' | 'ms'>;

const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is not set (scripts/webkit.sh sets it)`);
  return value;
};

function pageUrl(baseUrl: string, check: Check): string {
  const url = new URL(check.url, baseUrl);
  url.searchParams.set('debug', 'true');
  if (check.mode === 'app') url.searchParams.set('debug_shell', `ios:${APP_VERSION}`);
  return url.toString();
}

/** What the page shows, for a failure message. */
const snapshot = (browser: Browser): Promise<string> =>
  browser
    .execute(
      `return 'title "' + document.title + '", page ' + ((document.querySelector('[data-page]') || {}).getAttribute ? document.querySelector('[data-page]').getAttribute('data-page') : 'none') + ', text "' + (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').slice(0, 160) + '"';`,
    )
    .then(String, (error: unknown) => `(page unreadable: ${String(error)})`);

/** The UI guards on the page as it is now. */
async function runGuards(browser: Browser): Promise<Outcome> {
  const start = Date.now();
  try {
    const violations = await guardViolations(browser);
    const ms = Date.now() - start;
    if (violations.length === 0)
      return { ok: true, detail: 'no overflow, clipped or bad text; contrast and names pass', ms };
    return {
      ok: false,
      detail: `${violations.length} UI guard violation(s):\n      ${describeViolations(violations)}`,
      ms,
    };
  } catch (error) {
    return { ok: false, detail: `the guards could not run: ${(error as Error).message}`, ms: Date.now() - start };
  }
}

/**
 * Opens the check's page with the app's own navigation (its router follows `history.pushState`), from
 * the app page the session shows: no new document and no server render, about a third of a load. True
 * once the check's content shows; false when it does not (the caller loads the page afresh).
 */
async function navigateInApp(browser: Browser, baseUrl: string, check: Check): Promise<boolean> {
  const url = new URL(pageUrl(baseUrl, check));
  const pushed = await browser
    .execute(
      `if (!document.querySelector('[data-page], [data-testid="fallback-page"]')) return false;
       var index = (history.state && history.state.__TSR_index) || 0, key = Math.random().toString(36).slice(2, 10);
       history.pushState({ __TSR_index: index + 1, key: key, __TSR_key: key }, '', ${JSON.stringify(url.pathname + url.search)});
       return true;`,
    )
    .catch(() => false);
  if (!pushed) return false;
  return waitFor(browser, check.content, check.shows).then(
    () => true,
    () => false,
  );
}

/**
 * The smoke check; with `check.guards`, hands the guards' outcome on this load to `guarded`. A
 * guards-only check (the Japanese sweep) is reached by the app's navigation when `fromAppPage`; every
 * smoke check loads its page afresh (the server's render, once per route).
 */
async function runCheck(
  browser: Browser,
  baseUrl: string,
  check: Check,
  guarded: (outcome: Outcome) => void,
  fromAppPage: boolean,
): Promise<string> {
  const before = check.action ? BEFORE_LOAD[check.action] : undefined;
  if (before) await before({ browser, baseUrl, mode: check.mode });
  if (check.signedIn) await logInNewAccount({ browser, baseUrl, mode: check.mode });
  const navigated = check.guards === 'only' && fromAppPage && (await navigateInApp(browser, baseUrl, check));
  if (!navigated) {
    await browser.url(pageUrl(baseUrl, check));
    try {
      await waitFor(browser, check.content, check.shows);
    } catch (error) {
      throw new Error(`${(error as Error).message}; the page shows ${await snapshot(browser)}`);
    }
  }
  if (check.guards) {
    const outcome = await runGuards(browser);
    guarded(outcome);
    if (check.guards === 'only') {
      if (!outcome.ok) throw new Error(outcome.detail);
      return outcome.detail;
    }
  }
  // A server-rendered page shows its content before the app (and its debug mode) has started: wait for it.
  try {
    await waitFor(browser, 'Array.isArray(window.__talkiePageErrors)', 'the error log of the debug mode');
  } catch {
    throw new Error('the page has no error log: its debug mode did not start');
  }
  const errorsAfterLoad = await pageErrors(browser);
  if (errorsAfterLoad === null) throw new Error('the page has no error log: its debug mode did not start');
  const done = check.action ? await ACTIONS[check.action]({ browser, baseUrl, mode: check.mode }) : '';
  await waitFor(browser, `document.readyState === 'complete'`, 'the page to finish loading');
  await browser.pause(SETTLE_MS);
  const errors = (await pageErrors(browser)) ?? [];
  if (errors.length > 0) throw new Error(`the page threw or logged errors:\n      ${errors.join('\n      ')}`);
  return [`shows ${check.shows}`, done].filter(Boolean).join('; ');
}

/** Keeps what the page shows as the check left it, when WEBKIT_SCREENSHOTS names a folder. */
async function keepScreenshot(browser: Browser, mode: Mode, lang: Lang, check: Check): Promise<void> {
  const folder = process.env.WEBKIT_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = `${mode}-${lang}${check.signedIn ? '-signed-in' : ''}-${check.url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}.png`;
  await browser.saveScreenshot(join(folder, name)).catch(() => undefined);
}

/** Checks that failed once and passed when run again, with their first failure. */
const flaky: string[] = [];

/** A check that fails is run once more in CI, in a fresh session (like Playwright's `retries`): a busy machine can stall the driver. */
const RETRIES = Number(process.env.WEBKIT_RETRIES ?? (process.env.CI ? 1 : 0));

function openFor(mode: Mode, lang: Lang): Promise<Browser> {
  return openSession({
    driverPort: Number(env('WEBKIT_DRIVER_PORT', '4445')),
    miniBrowser: miniBrowserIn(lang, env('MINIBROWSER_PATH')),
    userAgent: USER_AGENTS[mode],
  });
}

interface Attempt {
  smoke: Outcome;
  guards: Outcome | null;
}

async function attempt(browser: Browser, baseUrl: string, check: Check, fromAppPage: boolean): Promise<Attempt> {
  const start = Date.now();
  let guards: Outcome | null = null;
  try {
    const detail = await runCheck(browser, baseUrl, check, (outcome) => (guards = outcome), fromAppPage);
    return { smoke: { ok: true, detail, ms: Date.now() - start }, guards };
  } catch (error) {
    return { smoke: { ok: false, detail: (error as Error).message, ms: Date.now() - start }, guards };
  }
}

const passedAll = ({ smoke, guards }: Attempt, check: Check) =>
  smoke.ok && (check.guards === 'only' || !check.guards || guards?.ok === true);

async function runMode(mode: Mode, lang: Lang, checks: Check[], print: (result: Result) => void): Promise<void> {
  const baseUrl = env('WEBKIT_BASE_URL');
  let browser: Browser | null = null;
  try {
    browser = await openFor(mode, lang);
  } catch (error) {
    for (const check of checks)
      print({
        mode,
        lang,
        url: check.url,
        guards: check.guards === 'only',
        ok: false,
        detail: `no browser session: ${(error as Error).message}`,
        ms: 0,
      });
    return;
  }
  try {
    // Whether the session shows an app page that the next guards-only check can navigate from.
    let onAppPage = false;
    for (const check of checks) {
      const at = { mode, lang, url: check.url };
      let result = await attempt(browser, baseUrl, check, onAppPage);
      for (let retry = 1; retry <= RETRIES && !passedAll(result, check); retry += 1) {
        const first = result.smoke.ok ? (result.guards?.detail ?? '') : result.smoke.detail;
        console.log(`  ↻ ${mode} ${lang} ${check.url}: run again in a new session; it failed with: ${first}`);
        await browser.deleteSession().catch(() => undefined);
        browser = await openFor(mode, lang);
        result = await attempt(browser, baseUrl, check, false);
        if (passedAll(result, check)) flaky.push(`${mode} ${lang} ${check.url}: ${first}`);
      }
      const { smoke, guards } = result;
      onAppPage = smoke.ok;
      // A guards-only check is its guards; a smoke check with guards reports them after it (or why they did not run).
      if (check.guards === 'only') print({ ...at, guards: true, ...smoke });
      else {
        print({ ...at, guards: false, ...smoke });
        if (check.guards)
          print({
            ...at,
            guards: true,
            ...(guards ?? { ok: false, detail: 'not checked: the page did not show its content', ms: 0 }),
          });
      }
      await keepScreenshot(browser, mode, lang, check);
    }
  } finally {
    await browser.deleteSession().catch(() => undefined);
  }
}

function summaryLine(passed: number, failed: number, skipped: number): string {
  const line = `${passed} passed, ${failed} failed`;
  return `${line}${skipped > 0 ? `, ${skipped} skipped` : ''}${flaky.length > 0 ? ` (${flaky.length} flaky)` : ''}`;
}

function writeReport(counts: { passed: number; failed: number; skipped: number }, results: Result[]): void {
  const file = process.env.WEBKIT_JSON_REPORT;
  if (file) writeFileSync(file, JSON.stringify({ ...counts, flaky, results }, null, 2));
}

async function main(): Promise<void> {
  const only = process.env.WEBKIT_ONLY;
  const checks = plan().filter((check) => !only || check.url.includes(only));
  const skipReason = process.env.WEBKIT_SKIP_REASON;
  if (skipReason) {
    console.log(`WebKit smoke suite skipped (${checks.length} checks): ${skipReason}`);
    writeReport({ passed: 0, failed: 0, skipped: checks.length }, []);
    console.log(summaryLine(0, 0, checks.length));
    return;
  }
  const started = Date.now();
  await new ControlClient(env('WEBKIT_BASE_URL')).reset();
  const results: Result[] = [];
  const print = (result: Result) => {
    results.push(result);
    const where = `${result.guards ? 'guards ' : ''}${result.mode === 'app' ? 'in app' : 'safari'}${result.lang === 'en' ? '' : ` ${result.lang}`}  ${result.url}`;
    console.log(
      result.ok
        ? `  ✓ ${where}: ${result.detail} (${(result.ms / 1000).toFixed(1)}s)`
        : `  ✗ ${where}\n      ${result.detail}`,
    );
  };
  try {
    for (const mode of ['app', 'safari'] as const) {
      for (const lang of ['en', 'ja'] as const) {
        const ofMode = checks.filter((check) => check.mode === mode && (check.lang ?? 'en') === lang);
        if (ofMode.length === 0) continue;
        console.log(
          `\n${mode === 'app' ? 'Inside the Talkie app (iPhone, simulated shell)' : 'iPhone Safari (no app)'}, ${lang}: ${ofMode.length} checks`,
        );
        await runMode(mode, lang, ofMode, print);
      }
    }
  } finally {
    removeLocales();
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  writeReport({ passed, failed, skipped: 0 }, results);
  console.log(`\nWebKit smoke suite: ${((Date.now() - started) / 1000).toFixed(0)}s`);
  for (const line of flaky) console.log(`  flaky: ${line}`);
  console.log(summaryLine(passed, failed, 0));
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
