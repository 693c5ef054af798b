/**
 * One MiniBrowser (WebKitGTK) session through WebKitWebDriver, with the little this suite needs on
 * top of WebdriverIO: waiting for a condition in the page, and reading what the page recorded.
 *
 * WebKitWebDriver speaks classic W3C WebDriver only (no BiDi): there are no init scripts and no
 * console events, so the page itself keeps what the tests read, through its debug mode
 * (`?debug=true`, src/services/debug/): the error log `window.__talkiePageErrors` and, with
 * `&debug_shell=ios:<version>`, the simulated Talkie app and its call log `window.__talkieShellCalls`.
 */
import { remote } from 'webdriverio';

export interface SessionOptions {
  driverPort: number;
  miniBrowser: string;
  userAgent: string;
}

export type Browser = Awaited<ReturnType<typeof remote>>;

/** An iPhone-sized MiniBrowser window with the given user agent. */
export async function openSession({ driverPort, miniBrowser, userAgent }: SessionOptions): Promise<Browser> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    logLevel: 'warn',
    connectionRetryCount: 1,
    // A MiniBrowser starts in about a second; a driver that hangs should fail the suite, not stall it.
    connectionRetryTimeout: 30_000,
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitGTK's driver refuses the BiDi capability WebdriverIO asks for by default.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', `--user-agent=${userAgent}`] },
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(390, 844);
  return browser;
}

/** Evaluates `expression` in the page until it is truthy; returns its value, or throws `what` after `timeoutMs`. */
export async function waitFor<T>(browser: Browser, expression: string, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      last = await browser.execute(`return (${expression});`);
    } catch (error) {
      last = null; // the page is between documents
      if (Date.now() > deadline) throw new Error(`${what}: ${String(error)}`);
    }
    if (last) return last as T;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
    await browser.pause(100);
  }
}

/** What the debug mode's error log holds; null when the page has no log (the debug hook did not run). */
export const pageErrors = (browser: Browser): Promise<string[] | null> =>
  browser.execute('return window.__talkiePageErrors || null;');

/** Bridge calls the simulated app received, by method (src/services/bridge/simulated-shell.ts). */
export const shellCalls = (
  browser: Browser,
  method: string,
): Promise<{ method: string; params: Record<string, unknown> }[]> =>
  browser.execute(
    `return (window.__talkieShellCalls || []).filter(function (c) { return c.method === ${JSON.stringify(method)}; });`,
  );
