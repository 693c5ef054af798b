import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { getEasterEgg } from '../../src/api/contract/campaign';
import { TEST_LOCALE_HOOK } from '../../src/platform/language';
import { ROUTE_CATALOG, UNKNOWN_SAMPLES, type RouteEntry } from '../../src/platform/route-catalog';
import { installSimulatedShell, type SimulatedShellOptions } from '../../src/services/bridge/simulated-shell';
import { DEFAULT_STORE_SANDBOX_KEY } from '../../server/services/store-sandbox';
import { prizeRecordFor, newAccount, recordNavigations, type TestAccount } from './membership-invitation.helpers';
import { expect, newDeviceContext, test as base } from './support/fixtures';
import { TEST_TALKIE_APP_VERSION, talkieUserAgent } from './support/user-agents';
import { checkOverflow, checkPage, installAxe, settle, trackRequests, violationTable, type GuardViolation, type PageViolation } from './support/ui-guards';
import { appUserOf, storeSession } from './support/sign-in';

/**
 * UI guards (see tests/e2e/support/ui-guards.ts for the checks): every route of the catalog and the
 * fallback page, in each of the five languages, in a plain mobile browser and inside the simulated
 * Talkie app, at 390×844. One page load per route, language and host, every check on it; then, where the
 * page's main action changes the layout (spin, find the egg, claim, send), the same checks again after it.
 *
 * A test is one route on one host and goes through the five languages; it fails with a table of every
 * violation. The signed-in contexts (one account per host and language) are opened once per worker and
 * reused: a route is a fresh `goto` in that context, so the suite costs one page load per check.
 * Each test also writes its violations to test-results/ui-guards/ (read by
 * `npx tsx scripts/ui-guard-report.ts`, which writes docs/ui-guard-report.md).
 *
 * zh is not a language of this (talkie) build: the page is put in zh through the test hook
 * `__talkieTestLocale` (src/platform/language.ts), as the xingye build would show it. Pages the server
 * renders (share pages) keep the language the server chose, English for zh.
 */

const VIEWPORT = { width: 390, height: 844 };
const LANGUAGES = [
  { lang: 'en', locale: 'en-US' },
  { lang: 'zh', locale: 'zh-CN', hook: 'zh' },
  { lang: 'es', locale: 'es-ES' },
  { lang: 'pt', locale: 'pt-BR' },
  { lang: 'ja', locale: 'ja-JP' },
] as const;
type Language = (typeof LANGUAGES)[number];
type Host = 'browser' | 'app';
const HOSTS: readonly Host[] = ['browser', 'app'];
/** Membership shows its daily claim to a member only: that page gets a member account. */
type Tier = 'none' | 'standard';
export const GUARD_RESULTS_DIR = join('test-results', 'ui-guards');

interface Session {
  context: BrowserContext;
  page: Page;
  account: TestAccount;
}

interface MainAction {
  /** What the action is called in the report. */
  name: string;
  /** Performs it; returns extra violations seen while it ran (e.g. the page widening mid-spin), or null when the page has no such action here. */
  run(page: Page, session: Session, testInfo: TestInfo): Promise<PageViolation[] | null>;
}

const spin: MainAction = {
  name: 'spin',
  async run(page) {
    const button = page.getByTestId('spin-button');
    if (!(await button.isEnabled().catch(() => false))) return null;
    await button.click();
    // While the wheel turns (the turn takes seconds): the page must not widen.
    await page.waitForTimeout(600);
    const during = (await checkOverflow(page)).map((v) => ({ ...v, detail: `mid-spin: ${v.detail}` }));
    await page.getByTestId('spin-result').waitFor({ timeout: 20_000 });
    return during;
  },
};

const ACTIONS: Partial<Record<RouteEntry['page'], MainAction>> = {
  spin_wheel: spin,
  spin_wheel_v2: spin,
  easter_egg: {
    name: 'find egg',
    async run(page, { account }) {
      const { egg_spot } = await account.api.call(getEasterEgg, { event_id: 'easter_egg' });
      const spot = page.getByTestId(`egg-spot-${egg_spot}`);
      if (!(await spot.isVisible())) return null;
      await spot.click();
      await page.getByTestId('egg-page').and(page.locator('[data-claimed="true"]')).waitFor({ timeout: 10_000 });
      return [];
    },
  },
  claim_prize: {
    name: 'claim',
    async run(page) {
      const form = page.getByTestId('contact-form');
      if (!(await form.isVisible())) return null;
      await form.locator('[name="recipient_name"]').fill('Robin Lee');
      await form.locator('[name="phone"]').fill('+1 555 0100');
      await form.locator('[name="email"]').fill('robin@example.com');
      await form.locator('[name="mailing_address"]').fill('1 Main Street, Springfield 12345');
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('claim-sent').waitFor({ timeout: 10_000 });
      return [];
    },
  },
  membership: {
    name: 'daily claim',
    async run(page) {
      const daily = page.getByTestId('daily-claim');
      const button = daily.locator('button.mb-action');
      if ((await daily.getAttribute('data-state').catch(() => null)) !== 'claimable' || !(await button.isVisible())) return null;
      await button.click();
      // Claimed in the app; in a browser the claim asks to open the app.
      await expect(daily).toHaveAttribute('data-state', /^(claimed|openAppToClaim|claimFailed)$/, { timeout: 10_000 });
      return [];
    },
  },
  feedback: {
    name: 'submit',
    async run(page) {
      const topic = page.locator('select[name="topic"]');
      if (!(await topic.isVisible())) return null;
      await topic.selectOption({ index: 1 });
      await page.locator('textarea[name="description"]').first().fill('The chat froze after the update.');
      await page.locator('input[name="contact_email"]').first().fill('robin@example.com');
      await page.getByTestId('submit').click();
      await page.getByTestId('submitted').waitFor({ timeout: 10_000 });
      // The thread of the sent ticket, with its reply box and Send button.
      return [];
    },
  },
};

/** A signed-in context as a fresh account in `language` on `host`, with one page that every route reuses. */
async function openSession(browser: Browser, testInfo: TestInfo, language: Language, host: Host, tier: Tier): Promise<Session> {
  const account = await newAccount(testInfo, tier);
  const overrides = { locale: language.locale, viewport: VIEWPORT };
  let context: BrowserContext;
  if (host === 'app') {
    context = await newDeviceContext(browser, testInfo.project.use, { ...overrides, userAgent: talkieUserAgent(testInfo.project.use.userAgent ?? '') });
    const shell: SimulatedShellOptions = {
      platform: 'android',
      appVersion: TEST_TALKIE_APP_VERSION,
      storeKey: DEFAULT_STORE_SANDBOX_KEY,
      user: appUserOf(account),
    };
    await context.addInitScript(installSimulatedShell, shell);
  } else {
    context = await newDeviceContext(browser, testInfo.project.use, overrides);
    await storeSession(context, account);
  }
  // Links that would leave the page (stores, the app's scheme) are recorded instead of followed.
  await recordNavigations(context);
  await installAxe(context);
  if ('hook' in language) await context.addInitScript(([key, value]) => void ((window as unknown as Record<string, string>)[key] = value), [TEST_LOCALE_HOOK, language.hook] as const);
  const page = await context.newPage();
  trackRequests(page);
  return { context, page, account };
}

/** Every session of this worker, opened on first use and closed when the worker ends. */
type Sessions = (testInfo: TestInfo, language: Language, host: Host, tier: Tier) => Promise<Session>;

const test = base.extend<object, { guardSessions: Sessions }>({
  guardSessions: [
    async ({ browser }, provide) => {
      const open = new Map<string, Promise<Session>>();
      await provide((testInfo, language, host, tier) => {
        const key = `${host}/${language.lang}/${tier}`;
        let session = open.get(key);
        if (!session) {
          session = openSession(browser, testInfo, language, host, tier);
          open.set(key, session);
        }
        return session;
      });
      for (const session of open.values()) await (await session).context.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
});

interface GuardRoute {
  sample: string;
  page: RouteEntry['page'] | 'fallback';
}

const ROUTES: readonly GuardRoute[] = [...ROUTE_CATALOG, { sample: UNKNOWN_SAMPLES[0], page: 'fallback' }];

/** Loads the route in the session's page and waits until it has settled. */
async function load(session: Session, testInfo: TestInfo, route: GuardRoute): Promise<void> {
  const { page, account } = session;
  const url = route.page === 'claim_prize' ? `${route.sample}?record_id=${await prizeRecordFor(testInfo, account)}` : route.sample;
  await page.goto(url);
  // Any page: a route may lead on to another (the clone summary without a finished draft opens the form).
  await page.locator('[data-page], [data-testid="fallback-page"]').first().waitFor({ timeout: 15_000 });
  await settle(page);
}

test.describe('UI guards', () => {
  for (const route of ROUTES) {
    for (const host of HOSTS) {
      test(`${route.sample} in the ${host}: no overflow, clipped text, bad text, small targets or axe violations in ${LANGUAGES.map((l) => l.lang).join(', ')}`, async ({
        guardSessions,
      }, testInfo) => {
        test.setTimeout(120_000);
        const violations: GuardViolation[] = [];
        const action = route.page === 'fallback' ? undefined : ACTIONS[route.page];
        for (const language of LANGUAGES) {
          const at = { route: route.sample, lang: language.lang, host };
          try {
            const session = await guardSessions(testInfo, language, host, route.page === 'membership' ? 'standard' : 'none');
            await load(session, testInfo, route);
            for (const v of await checkPage(session.page)) violations.push({ ...at, when: 'load', ...v });
            if (action) {
              const during = await action.run(session.page, session, testInfo);
              if (during) {
                for (const v of during) violations.push({ ...at, when: action.name, ...v });
                await settle(session.page);
                for (const v of await checkPage(session.page)) violations.push({ ...at, when: action.name, ...v });
              }
            }
          } catch (error) {
            violations.push({ ...at, when: action?.name ?? 'load', check: 'guard', selector: '(guard run)', detail: `could not check: ${String(error).split('\n')[0]}` });
          }
        }
        mkdirSync(GUARD_RESULTS_DIR, { recursive: true });
        writeFileSync(join(GUARD_RESULTS_DIR, `${route.page}--${host}.json`), JSON.stringify(violations, null, 1));
        if (violations.length > 0) await testInfo.attach('ui-guard-violations', { body: violationTable(violations), contentType: 'text/plain' });
        expect(violations.length, `${violations.length} UI guard violation(s) on ${route.sample} in the ${host}:\n${violationTable(violations)}\n`).toBe(0);
      });
    }
  }
});
