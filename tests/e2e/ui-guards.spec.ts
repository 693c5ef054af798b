import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { getEasterEgg } from '../../src/api/contract/campaign';
import { TEST_LOCALE_HOOK } from '../../src/platform/language';
import { ROUTE_CATALOG, type RouteEntry } from '../../src/platform/route-catalog';
import { installSimulatedShell, type SimulatedShellOptions } from '../../src/services/bridge/simulated-shell';
import { DEFAULT_STORE_SANDBOX_KEY } from '../../server/services/store-sandbox';
import { baseUrlOf, newAccount, storeSession, type TestAccount } from './membership-invitation.helpers';
import { expect, newDeviceContext, test } from './support/fixtures';
import { TEST_TALKIE_APP_VERSION, talkieUserAgent } from './support/user-agents';
import { checkOverflow, checkPage, settle, violationTable, type GuardViolation, type PageViolation } from './support/ui-guards';

/**
 * UI guards (see tests/e2e/support/ui-guards.ts for the checks): every route of the catalog, in each of
 * the five languages, in a plain mobile browser and inside the simulated Talkie app, at 390×844. One
 * page load per route, language and host, every check on it; then, where the page's main action
 * changes the layout (spin, find the egg, claim, send), the same checks again after it.
 *
 * A test is one route on one host and goes through the five languages; it fails with a table of
 * every violation. Each test also writes its violations to test-results/ui-guards/ (read by
 * `npx tsx scripts/ui-guard-report.ts`, which writes docs/ui-guard-report.md).
 *
 * zh is not a language of this (talkie) build: the page is put in zh through the test hook
 * `__talkieTestLocale` (src/platform/language.ts), as the xingye build would show it. Pages the server
 * renders (share pages) keep the language the server chose, English for zh.
 */

const GUARD_PROJECT = 'pixel-7';
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
export const GUARD_RESULTS_DIR = join('test-results', 'ui-guards');

interface Loaded {
  context: BrowserContext;
  page: Page;
  account: TestAccount;
}

interface MainAction {
  /** What the action is called in the report. */
  name: string;
  /** Performs it; returns extra violations seen while it ran (e.g. the page widening mid-spin), or null when the page has no such action here. */
  run(page: Page, loaded: Loaded, testInfo: TestInfo): Promise<PageViolation[] | null>;
}

const spin: MainAction = {
  name: 'spin',
  async run(page) {
    const button = page.getByTestId('spin-button');
    if (!(await button.isEnabled().catch(() => false))) return null;
    await button.click();
    // While the wheel turns: the page must not widen.
    await page.waitForTimeout(700);
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
      await page.getByTestId(`egg-spot-${egg_spot}`).click();
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
      await daily.getByRole('status').waitFor({ timeout: 10_000 });
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
      return [];
    },
  },
};

async function prizeRecord(testInfo: TestInfo, account: TestAccount): Promise<string> {
  const response = await fetch(new URL('/__control/campaign/prize_record', baseUrlOf(testInfo)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: account.userId, deadline_in_ms: 3 * 24 * 3600 * 1000 }),
  });
  return ((await response.json()) as { record_id: string }).record_id;
}

/** Opens the route as a fresh account in `language` on `host`; returns the context, page and account. */
async function open(browser: Browser, testInfo: TestInfo, route: RouteEntry, language: Language, host: Host): Promise<Loaded> {
  const account = await newAccount(testInfo, route.page === 'membership' ? 'standard' : 'none');
  const overrides = { locale: language.locale, viewport: VIEWPORT };
  let context: BrowserContext;
  if (host === 'app') {
    context = await newDeviceContext(browser, testInfo.project.use, { ...overrides, userAgent: talkieUserAgent(testInfo.project.use.userAgent ?? '') });
    const shell: SimulatedShellOptions = {
      platform: 'android',
      appVersion: TEST_TALKIE_APP_VERSION,
      storeKey: DEFAULT_STORE_SANDBOX_KEY,
      user: { user_id: account.userId, auth_token: account.authToken, refresh_token: account.refreshToken, is_anonymous: false },
    };
    await context.addInitScript(installSimulatedShell, shell);
  } else {
    context = await newDeviceContext(browser, testInfo.project.use, overrides);
    await storeSession(context, account);
  }
  if ('hook' in language) await context.addInitScript(([key, value]) => void ((window as unknown as Record<string, string>)[key] = value), [TEST_LOCALE_HOOK, language.hook] as const);
  const page = await context.newPage();
  const url = route.page === 'claim_prize' ? `${route.sample}?record_id=${await prizeRecord(testInfo, account)}` : route.sample;
  await page.goto(url);
  await page.locator(`[data-page="${route.page}"]`).first().waitFor({ timeout: 15_000 });
  await settle(page);
  return { context, page, account };
}

test.describe('UI guards', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== GUARD_PROJECT, `the guards run on ${GUARD_PROJECT} only`);
  });

  for (const route of ROUTE_CATALOG) {
    for (const host of HOSTS) {
      test(`${route.sample} in the ${host}: no overflow, clipped text, bad text, small targets or axe violations in ${LANGUAGES.map((l) => l.lang).join(', ')}`, async ({ browser }, testInfo) => {
        test.setTimeout(240_000);
        const violations: GuardViolation[] = [];
        const action = ACTIONS[route.page];
        for (const language of LANGUAGES) {
          const at = { route: route.sample, lang: language.lang, host };
          let loaded: Loaded | null = null;
          try {
            loaded = await open(browser, testInfo, route, language, host);
            for (const v of await checkPage(loaded.page)) violations.push({ ...at, when: 'load', ...v });
            if (action) {
              const during = await action.run(loaded.page, loaded, testInfo);
              if (during) {
                for (const v of during) violations.push({ ...at, when: action.name, ...v });
                await settle(loaded.page);
                for (const v of await checkPage(loaded.page)) violations.push({ ...at, when: action.name, ...v });
              }
            }
          } catch (error) {
            violations.push({ ...at, when: action?.name ?? 'load', check: 'guard', selector: '(guard run)', detail: `could not check: ${String(error).split('\n')[0]}` });
          } finally {
            await loaded?.context.close();
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
