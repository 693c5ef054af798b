/**
 * The fault guard's means (tests/e2e/fault-guard.spec.ts): a session whose every API call (its token's)
 * can be spoiled, time scaled down through the page's HTTP-timeout test hook, and the checks a page
 * must pass while its network is bad and after it is back.
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { API_PREFIX } from '../../../src/api/contract/endpoint-prefix';
import { TEST_HTTP_TIMEOUT_HOOK } from '../../../src/platform/http-timeout';
import type { FaultInput } from '../../../server/control/faults';
import {
  baseUrlOf,
  controlFor,
  newAccount,
  recordNavigations,
  type TestAccount,
} from '../membership-invitation.helpers';
import { signedInContext } from './sign-in';
import { expect } from './fixtures';
import { networkQuiet, trackRequests } from './network-quiet';
import { collectPageProblems, type PageProblems } from './page-problems';

/** The HTTP timeout the guard's pages run with: SPEC §9's 10 s scaled down (the page's test hook). */
export const GUARD_TIMEOUT_MS = 1500;
/**
 * A slow answer: within the timeout (0.6 of it), so it must end in the content, never in an error. The rest of the
 * timeout is room for a busy machine to deliver the answer.
 */
export const SLOW_MS = Math.round(GUARD_TIMEOUT_MS * 0.6);
/** Room beyond the timeout for the page to draw what it has (a render, a chunk, a retry of the login). */
const SETTLE_MS = 4000;
/** A status code the client has never heard of. */
export const UNKNOWN_CODE = 424242;

export type FaultCase = 'unreachable' | 'http500' | 'unknownCode';
export const FAULT_CASES: readonly FaultCase[] = ['unreachable', 'http500', 'unknownCode'];

/** Every call of the page's API: a fault scoped to the session's token spoils them all, and nobody else's. */
const EVERY_CALL = `${API_PREFIX}/*`;

const FAULTS: Record<FaultCase, Omit<FaultInput, 'token' | 'path'>> = {
  unreachable: { kind: 'drop' },
  http500: { kind: 'http_error', http_status: 500 },
  unknownCode: { kind: 'base_resp', status_code: UNKNOWN_CODE, status_msg: 'strange' },
};

/** The panel a case must show: no answer is "Network Error", an answer the page cannot use "Oops". */
export const PANEL_OF: Record<FaultCase, 'network' | 'unknown'> = {
  unreachable: 'network',
  http500: 'unknown',
  unknownCode: 'unknown',
};

/** The words of the failure contract per language (locales/<lang>/messages.po). */
export const WORDS = {
  en: { retry: 'Retry', network: 'Network Error', unknown: 'Oops, something went wrong' },
  ja: { retry: '再試行', network: 'ネットワークエラー', unknown: '問題が発生しました' },
  es: { retry: 'Reintentar', network: 'Error de red', unknown: 'Vaya, algo salió mal' },
} as const;
export type GuardLanguage = keyof typeof WORDS;
const LOCALES: Record<GuardLanguage, string> = { en: 'en-US', ja: 'ja-JP', es: 'es-ES' };

export type GuardHost = 'browser' | 'app';

export interface GuardSession {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: PageProblems;
  readonly account: TestAccount;
  readonly lang: GuardLanguage;
  /**
   * Spoils every API call of this session's account (or those of `path`); 'slow' answers within the timeout, 'tooSlow'
   * past it.
   */
  fault(kind: FaultCase | 'slow' | 'tooSlow', path?: string): Promise<void>;
  /** The network is back. */
  clearFaults(): Promise<void>;
}

/**
 * A signed-in session on `host` in `lang`, with the page's HTTP timeout at GUARD_TIMEOUT_MS. In the
 * browser the app's auth cookie goes along, so a personal page renders on the server with the account's
 * token (and its faults), and hydrates from what the server met.
 */
export async function openGuardSession(
  browser: Browser,
  testInfo: TestInfo,
  host: GuardHost,
  lang: GuardLanguage,
): Promise<GuardSession> {
  const account = await newAccount(testInfo);
  const overrides = { locale: LOCALES[lang] };
  const context = await signedInContext(browser, testInfo.project.use, account, host, overrides);
  await context.addCookies([{ name: 'authToken', value: account.authToken, url: baseUrlOf(testInfo) }]);
  await context.addInitScript(([key, ms]) => void ((window as unknown as Record<string, number>)[key] = ms), [
    TEST_HTTP_TIMEOUT_HOOK,
    GUARD_TIMEOUT_MS,
  ] as const);
  await recordNavigations(context);
  const page = await context.newPage();
  trackRequests(page);
  const control = controlFor(testInfo);
  const ids: string[] = [];
  return {
    context,
    page,
    problems: collectPageProblems(page),
    account,
    lang,
    fault: async (kind, path = EVERY_CALL) => {
      const fault =
        kind === 'slow'
          ? { kind: 'latency' as const, latency_ms: SLOW_MS }
          : kind === 'tooSlow'
            ? { kind: 'latency' as const, latency_ms: GUARD_TIMEOUT_MS * 3 }
            : FAULTS[kind];
      ids.push((await control.addFault({ path, ...fault, token: account.authToken })).fault.id);
    },
    clearFaults: async () => {
      for (const id of ids.splice(0))
        await fetch(new URL(`/__control/faults/${id}`, baseUrlOf(testInfo)), { method: 'DELETE' });
    },
  };
}

/** The page's failure panels on screen. */
export const panels = (page: Page) =>
  page.locator('[data-testid="error-panel-network"], [data-testid="error-panel-unknown"]').filter({ visible: true });

/** Waits until the page shows a page (or the fallback page) and no spinner, within the timeout and a margin. */
export async function settled(page: Page): Promise<void> {
  await page
    .locator('[data-page], [data-testid="fallback-page"]')
    .first()
    .waitFor({ timeout: GUARD_TIMEOUT_MS + SETTLE_MS });
  // No spinner past the timeout: every read has answered or failed by then.
  await expect(
    page.getByTestId('loading').filter({ visible: true }),
    'a spinner outlived the HTTP timeout',
  ).toHaveCount(0, { timeout: GUARD_TIMEOUT_MS + SETTLE_MS });
  // A panel waiting for its hydration is not yet a working Retry: the page's requests have answered.
  await networkQuiet(page, GUARD_TIMEOUT_MS + SETTLE_MS);
}

/** The page's body holds something beyond its header: content, or a failure panel in place of the part that failed. */
export async function expectNotHeaderOnly(page: Page, what: string): Promise<void> {
  const filled = () =>
    page.evaluate(() => {
      const body = document.querySelector('[data-page] main, [data-testid="fallback-page"]');
      if (!body) return false;
      const text = (body as HTMLElement).innerText.trim();
      const media = Array.from(body.querySelectorAll('img, svg, canvas, video')).some(
        (el) => (el as HTMLElement).getBoundingClientRect().height > 0,
      );
      return text.length > 0 || media;
    });
  await expect
    .poll(filled, { message: `${what}: the page is blank below its header`, timeout: GUARD_TIMEOUT_MS + SETTLE_MS })
    .toBe(true);
}

/**
 * The panels of a fault: each says the contract's words in the page's language (never the raw code)
 * and has a Retry; no panel of the other kind is on screen. Returns how many there are.
 */
export async function expectFailurePanels(
  session: GuardSession,
  kind: 'network' | 'unknown',
  what: string,
): Promise<number> {
  const { page, lang } = session;
  const other = kind === 'network' ? 'unknown' : 'network';
  await expect(
    page.getByTestId(`error-panel-${other}`).filter({ visible: true }),
    `${what}: a ${other} panel for a ${kind} failure`,
  ).toHaveCount(0);
  const shown = page.getByTestId(`error-panel-${kind}`).filter({ visible: true });
  const count = await shown.count();
  for (let i = 0; i < count; i += 1) {
    const panel = shown.nth(i);
    await expect(
      panel.getByRole('button', { name: WORDS[lang].retry }),
      `${what}: a panel without Retry`,
    ).toBeVisible();
    if (kind === 'unknown')
      await expect(panel, `${what}: an unknown failure must say so`).toContainText(WORDS[lang].unknown);
  }
  const text = await page.locator('body').innerText();
  expect(text, `${what}: the raw code is on screen`).not.toContain(String(UNKNOWN_CODE));
  if (kind === 'unknown') expect(text, `${what}: "Network Error" for an answer`).not.toContain(WORDS[lang].network);
  if (lang !== 'en')
    expect(text, `${what}: English words on a ${lang} page`).not.toMatch(
      /Network Error|Oops, something went wrong|\bRetry\b/,
    );
  return count;
}

/** Taps every Retry on screen, one at a time, until none is left (a retried login may bring the part's own read). */
export async function retryAll(session: GuardSession): Promise<void> {
  const buttons = panels(session.page).getByRole('button', { name: WORDS[session.lang].retry });
  for (let taps = 0; taps < 6 && (await buttons.count()) > 0; taps += 1) {
    await buttons.first().click();
    await settled(session.page);
  }
}

/**
 * No uncaught exception, no React error (hydration #418 and the like); the browser's line for a failed request is the
 * network, not the page.
 */
export function expectNoPageErrors(problems: PageProblems, what: string): void {
  expect(
    problems.list().filter((line) => !/Failed to load resource/.test(line)),
    `${what}: the page threw or logged an error`,
  ).toEqual([]);
}
