import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Response, TestInfo } from '@playwright/test';
import { getEasterEgg } from '../../src/api/contract/campaign';
import { TEST_LOCALE_HOOK } from '../../src/platform/language';
import { TEST_MOTION_SCALE_HOOK } from '../../src/platform/test-motion';
import { CLIENT_RENDER_HEADER } from '../../server/pages/page-render';
import { ROUTE_CATALOG, UNKNOWN_SAMPLES, type RouteEntry } from '../../src/platform/route-catalog';
import { prizeRecordFor, newAccount, recordNavigations, type TestAccount } from './membership-invitation.helpers';
import { expect, test as base } from './support/fixtures';
import { clearRefusals, expectEnforcedPolicy, violations as cspViolations, watchViolations } from './support/csp';
import {
  collectPageProblems,
  expectNoProblems,
  expectNoProblemsBesidesNotFound,
  type PageProblems,
} from './support/page-problems';
import { englishPageTitle } from './support/page-titles';
import { scaled } from './support/timeouts';
import {
  checkOverflow,
  checkPage,
  installAxe,
  navigateInApp,
  settle,
  violationTable,
  type GuardViolation,
  type PageViolation,
} from './support/ui-guards';
import { signedInContext } from './support/sign-in';
import { trackRequests } from './support/network-quiet';

/**
 * UI guards (see tests/e2e/support/ui-guards.ts for the checks): every route of the catalog and the
 * fallback page, in each of the five languages, in a plain mobile browser and inside the simulated
 * Talkie app, at 390×844. Every check runs on every route, language and host; then, where the page's
 * main action changes the layout (spin, find the egg, claim, send), the same checks again after it.
 *
 * How a page is reached: in English, a fresh load (the server renders the page, the browser hydrates
 * it), once per route and host. In zh, es, pt and ja, the app's own navigation from the page the
 * session shows (`navigateInApp`: no new document, the route's data read by the browser), which costs
 * about a third of a load; a route whose page does not show that way is loaded afresh. The test
 * "reaching a page by the app's navigation" checks, for a sample of routes, that this gives the same
 * page as a fresh load.
 *
 * The English load in the browser also checks what the route sweep used to check on its own load of
 * every route (routes.spec.ts): the answer carries the enforced Content-Security-Policy, the browser
 * refuses nothing, the page throws and logs no error, and its title is in the document and the header.
 *
 * A test is one route on one host and goes through the five languages; it fails with a table of every
 * violation. The signed-in contexts (one account per host and language) are opened once per worker and
 * reused. Each test also writes its violations to test-results/ui-guards/ (read by
 * `npx tsx scripts/ui-guard-report.ts`, which writes docs/ui-guard-report.md).
 *
 * TALKIE_GUARD_ROUTES (comma-separated samples, set by scripts/test-changed.sh) limits the sweep to
 * those routes.
 *
 * zh is not a language of this (talkie) build: the page is put in zh through the test hook
 * `__talkieTestLocale` (src/platform/language.ts), as the xingye build would show it. The server would
 * render such a page in English (and the browser keep it), so the zh session asks for pages rendered in
 * the browser (CLIENT_RENDER_HEADER).
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
  /** The page's errors (uncaught and logged) since the last load. */
  problems: PageProblems;
}

interface MainAction {
  /** What the action is called in the report. */
  name: string;
  /**
   * Performs it; returns extra violations seen while it ran (e.g. the page widening mid-spin), or null when the page
   * has no such action here.
   */
  run(page: Page, session: Session, testInfo: TestInfo): Promise<PageViolation[] | null>;
}

const spin: MainAction = {
  name: 'spin',
  async run(page) {
    const button = page.getByTestId('spin-button');
    if (!(await button.isEnabled().catch(() => false))) return null;
    await button.click();
    // While the wheel turns (the turn takes seconds): the page must not widen. Checked once it turns.
    await page
      .waitForFunction(
        () =>
          document.getAnimations().some((a) => a.playState === 'running') ||
          document.querySelector('[data-testid="spin-result"]') !== null,
        undefined,
        { timeout: scaled(5_000) },
      )
      .catch(() => undefined);
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
      if ((await daily.getAttribute('data-state').catch(() => null)) !== 'claimable' || !(await button.isVisible()))
        return null;
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
async function openSession(
  browser: Browser,
  testInfo: TestInfo,
  language: Language,
  host: Host,
  tier: Tier,
): Promise<Session> {
  const account = await newAccount(testInfo, tier);
  const overrides = { locale: language.locale, viewport: VIEWPORT };
  const context = await signedInContext(browser, testInfo.project.use, account, host, overrides);
  // Links that would leave the page (stores, the app's scheme) are recorded instead of followed.
  await recordNavigations(context);
  await installAxe(context);
  // The spin settles in a quarter of its time: the guards check the page mid-turn and at rest, not the turn's length.
  await context.addInitScript(([key, scale]) => void ((window as unknown as Record<string, number>)[key] = scale), [
    TEST_MOTION_SCALE_HOOK,
    0.25,
  ] as const);
  if ('hook' in language) {
    await context.addInitScript(([key, value]) => void ((window as unknown as Record<string, string>)[key] = value), [
      TEST_LOCALE_HOOK,
      language.hook,
    ] as const);
    // The server renders this build's pages in English (zh is not one of its languages) and the browser keeps the
    // language it hydrated: the page is rendered in the browser instead, in zh, as the xingye build would show it.
    await context.route(
      (url) => !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/weaver/'),
      (route) =>
        route.request().isNavigationRequest()
          ? route.continue({ headers: { ...route.request().headers(), [CLIENT_RENDER_HEADER]: '1' } })
          : route.fallback(),
    );
  }
  const page = await context.newPage();
  trackRequests(page);
  await watchViolations(page);
  return { context, page, account, problems: collectPageProblems(page) };
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

const ALL_ROUTES: readonly GuardRoute[] = [...ROUTE_CATALOG, { sample: UNKNOWN_SAMPLES[0], page: 'fallback' }];
/** TALKIE_GUARD_ROUTES: only these samples (the routes a change touches); unset, every route. */
const ONLY = process.env.TALKIE_GUARD_ROUTES?.split(',').filter(Boolean);
const ROUTES = ONLY ? ALL_ROUTES.filter((route) => ONLY.includes(route.sample)) : ALL_ROUTES;

/** The route's URL for this session's account (the prize claim needs one of its records). */
async function urlOf(session: Session, testInfo: TestInfo, route: GuardRoute): Promise<string> {
  return route.page === 'claim_prize'
    ? `${route.sample}?record_id=${await prizeRecordFor(testInfo, session.account)}`
    : route.sample;
}

/** Loads the route afresh (rendered on the server) and waits until it has settled; returns the answer. */
async function loadFresh(session: Session, url: string): Promise<Response | null> {
  const { page } = session;
  const answer = await page.goto(url);
  // Any page: a route may lead on to another (the clone summary without a finished draft opens the form).
  await page
    .locator('[data-page], [data-testid="fallback-page"]')
    .first()
    .waitFor({ timeout: scaled(15_000) });
  await settle(page);
  return answer;
}

/**
 * Reaches the route: in English afresh (the server's render, once per route and host), in zh, es, pt and ja
 * by the app's own navigation, afresh when that does not show the route's page (zh pages are rendered in
 * the browser: openSession).
 */
async function reach(
  session: Session,
  testInfo: TestInfo,
  route: GuardRoute,
  language: Language,
): Promise<Response | null> {
  const url = await urlOf(session, testInfo, route);
  if (language.lang !== 'en' && (await navigateInApp(session.page, url, route.page, scaled(10_000)))) return null;
  return loadFresh(session, url);
}

/**
 * What the route sweep checked on its own load of every route (routes.spec.ts before), here on the
 * English load in the browser: the enforced policy on the answer, nothing refused, no error thrown or
 * logged, the page's title in the document and in the header.
 */
async function sweepChecks(session: Session, route: GuardRoute, answer: Response | null): Promise<PageViolation[]> {
  const { page } = session;
  const out: PageViolation[] = [];
  const failure = (check: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      out.push({
        check: 'sweep',
        selector: check,
        detail: String(error instanceof Error ? error.message : error)
          .split('\n')
          .slice(0, 6)
          .join(' '),
      });
    }
  };
  failure('content-security-policy', () => expectEnforcedPolicy(answer));
  const refused = await cspViolations(page);
  failure('csp refusals', () => expect(refused).toEqual({ events: [], messages: [] }));
  if (route.page === 'fallback') {
    failure('page errors', () => expectNoProblemsBesidesNotFound(session.problems, answer, route.sample));
  } else {
    failure('page errors', () => expectNoProblems(session.problems, route.sample));
    const shown = await page.evaluate(() => ({
      page: document.querySelector('[data-page]')?.getAttribute('data-page') ?? null,
      title: document.title,
      header: document.querySelector('[data-testid="page-title"]')?.textContent?.trim() ?? null,
      fallback: document.querySelector('[data-testid="fallback-page"]') !== null,
    }));
    // The title of the page shown: a route may lead on (the clone summary without a finished draft opens the form).
    const title = englishPageTitle((shown.page ?? route.page) as RouteEntry['page']);
    failure('title', () =>
      expect({ title: shown.title, header: shown.header, fallback: shown.fallback }).toEqual({
        title,
        header: title,
        fallback: false,
      }),
    );
  }
  return out;
}

test.describe('UI guards', () => {
  for (const route of ROUTES) {
    for (const host of HOSTS) {
      test(`${route.sample} in the ${host}: no overflow, clipped text, bad text, small targets or axe violations in ${LANGUAGES.map((l) => l.lang).join(', ')}`, async ({
        guardSessions,
      }, testInfo) => {
        test.setTimeout(scaled(120_000));
        const violations: GuardViolation[] = [];
        const action = route.page === 'fallback' ? undefined : ACTIONS[route.page];
        for (const language of LANGUAGES) {
          const at = { route: route.sample, lang: language.lang, host };
          try {
            const session = await guardSessions(
              testInfo,
              language,
              host,
              route.page === 'membership' ? 'standard' : 'none',
            );
            session.problems.clear();
            clearRefusals(session.page);
            const answer = await reach(session, testInfo, route, language);
            if (language.lang === 'en' && host === 'browser')
              for (const v of await sweepChecks(session, route, answer)) violations.push({ ...at, when: 'load', ...v });
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
            violations.push({
              ...at,
              when: action?.name ?? 'load',
              check: 'guard',
              selector: '(guard run)',
              detail: `could not check: ${String(error).split('\n')[0]}`,
            });
          }
        }
        mkdirSync(GUARD_RESULTS_DIR, { recursive: true });
        writeFileSync(join(GUARD_RESULTS_DIR, `${route.page}--${host}.json`), JSON.stringify(violations, null, 1));
        if (violations.length > 0)
          await testInfo.attach('ui-guard-violations', { body: violationTable(violations), contentType: 'text/plain' });
        expect(
          violations.length,
          `${violations.length} UI guard violation(s) on ${route.sample} in the ${host}:\n${violationTable(violations)}\n`,
        ).toBe(0);
      });
    }
  }
});

/**
 * The page as it is in the document: the body's markup without scripts, and without the ids React
 * makes up for a render (`useId`), which differ between a server render and a client one.
 */
function pageMarkup(): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const script of body.querySelectorAll('script, template')) script.remove();
  // A countdown ticks between the two looks: its time left is not the page.
  for (const countdown of body.querySelectorAll('[data-remaining-ms]')) {
    countdown.removeAttribute('data-remaining-ms');
    for (const time of countdown.querySelectorAll('time')) {
      time.removeAttribute('datetime');
      time.textContent = '«time left»';
    }
  }
  // React's markers of a server render (Suspense boundaries) and whitespace between tags are not the page.
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
  const drop: Node[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (n.nodeType === Node.COMMENT_NODE || !(n.textContent ?? '').trim()) drop.push(n);
  for (const n of drop) n.parentNode?.removeChild(n);
  const madeUp = /«[^»]*»|:r[0-9a-z]+:/g;
  for (const el of body.querySelectorAll('*')) {
    // The server writes `height:44px`, the browser `height: 44px;`: the same style, written one way.
    if (el.hasAttribute('style')) el.setAttribute('style', (el as HTMLElement).style.cssText);
    for (const attr of [...el.attributes]) {
      if (madeUp.test(attr.value)) el.setAttribute(attr.name, attr.value.replace(madeUp, '«id»'));
      madeUp.lastIndex = 0;
    }
  }
  return `${document.documentElement.lang} ${document.title}\n${body.innerHTML.replace(/></g, '>\n<')}`;
}

/** Routes spread over the catalog (every eighth), in two of the languages the sweep reaches by navigation. */
const SAMPLE_ROUTES = ALL_ROUTES.filter(
  (route, i) => i % 8 === 3 && route.page !== 'fallback' && !ACTIONS[route.page as RouteEntry['page']],
);
const SAMPLE_LANGUAGES = LANGUAGES.filter((l) => l.lang === 'es' || l.lang === 'ja');

test.describe('reaching a page by the app navigation', () => {
  for (const route of SAMPLE_ROUTES) {
    test(`${route.sample}: the same page as a fresh load, in ${SAMPLE_LANGUAGES.map((l) => l.lang).join(' and ')}`, async ({
      guardSessions,
    }, testInfo) => {
      test.setTimeout(scaled(60_000));
      for (const language of SAMPLE_LANGUAGES) {
        const session = await guardSessions(testInfo, language, 'browser', 'none');
        // From another page of the app (the fallback page), by the app's navigation.
        await loadFresh(session, UNKNOWN_SAMPLES[0]);
        expect(
          await navigateInApp(session.page, route.sample, route.page, scaled(10_000)),
          `${route.sample} shows by the app's navigation`,
        ).toBe(true);
        const navigated = await session.page.evaluate(pageMarkup);
        await loadFresh(session, route.sample);
        const loaded = await session.page.evaluate(pageMarkup);
        expect(navigated, `${route.sample} in ${language.lang}: by navigation as after a fresh load`).toBe(loaded);
      }
    });
  }
});
