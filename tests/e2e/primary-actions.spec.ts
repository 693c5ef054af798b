import type { Page } from '@playwright/test';
import { ROUTE_CATALOG, UNKNOWN_SAMPLES } from '../../src/platform/route-catalog';
import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';

/**
 * Primary actions in a phone browser (the Pixel 7 profile: an Android Chrome user agent): on every
 * route of the catalog, the fallback page and a share page with content, one page load, one tap on
 * the page's primary action, and then:
 * - visible feedback within 100 ms of the tap: a change of the document (a node, an attribute or a
 *   style, or the address of a router link), timed inside the page with performance.now() from the
 *   click to a MutationObserver record;
 * - then the page acts (it navigates, follows the link that was tapped, opens a dialog) or says in words
 *   what happens (new text on the page) — never only a dimmed button;
 * - and the browser refuses nothing, then or in the 5 s after (the app-open fallbacks of SPEC §4 run
 *   on Playwright's clock): no "Not allowed to launch" (an app scheme such as market:// opened from a
 *   timer instead of the tap) and no uncaught exception.
 *
 * The primary action is the first visible, enabled filled button or button-styled link of the page's
 * content, in document order: `.tk-button` that is not `.tk-button--ghost` (ghost buttons are the
 * secondary ones: Not now, Cancel, Back), inside `[data-page]` or the fallback page — the header's
 * back and share icons are not in it. Navigations are real (no test hook): a scheme the tap opens
 * fails quietly in the test browser as it would on a phone without the app; the https pages the app
 * fallbacks leave for are answered with a stub.
 */

interface GuardRoute {
  readonly sample: string;
}

const ROUTES: readonly GuardRoute[] = [...ROUTE_CATALOG, { sample: UNKNOWN_SAMPLES[0] }, { sample: `/share/chat?chat_id=${SeedIds.chats.en}` }];
const PRIMARY = ':is([data-page], [data-testid="fallback-page"]) :is(button, a[href]).tk-button:not(.tk-button--ghost):not([disabled]):not([aria-disabled="true"])';
const FEEDBACK_MS = 100;
/** How long (real time) the page has to act or explain after its first feedback. */
const OUTCOME_MS = 1500;
/** The app-open fallbacks of SPEC §4 (2000 ms to the store, 3000 ms more to the download page). */
const FALLBACKS_MS = 5000;

/** What the probe saw of one tap (in the page; times from the page's real performance.now()). */
interface TapRecord {
  readonly feedbackMs: number | null;
  readonly outcome: 'dialog' | 'words' | 'url' | 'link' | null;
  readonly detail: string;
}

/**
 * Installed before the page's own scripts (and before Playwright's clock replaces the timers): keeps
 * the real performance.now and setTimeout, and records the first change of the document after a click.
 */
function installProbe(): void {
  const realNow = performance.now.bind(performance);
  const realTimeout = window.setTimeout.bind(window);
  const state = { tapAt: -1, firstChangeAt: -1, link: '' };
  const probe = {
    realNow,
    realTimeout,
    state,
    textOf: () => document.body?.innerText ?? '',
    dialogs: () => document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]').length,
  };
  (window as unknown as { __primaryProbe: typeof probe }).__primaryProbe = probe;
  window.addEventListener(
    'click',
    () => {
      state.tapAt = realNow();
      state.firstChangeAt = -1;
      const observer = new MutationObserver(() => {
        if (state.firstChangeAt < 0) state.firstChangeAt = realNow();
        observer.disconnect();
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    true,
  );
  // A same-document navigation (the router's links) changes the address bar: that is feedback too.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      if (state.tapAt >= 0 && state.firstChangeAt < 0) state.firstChangeAt = realNow();
      original(...args);
    };
  }
  // After every handler: a link the tap follows (its default not prevented) is a navigation in the tap.
  window.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link && !event.defaultPrevented) state.link = link.getAttribute('href') ?? '';
  });
}

/** Taps the action and waits (on the page's mutations, at most OUTCOME_MS) until it acts or explains. */
async function tapAndWatch(page: Page, selector: string): Promise<TapRecord> {
  const before = await page.evaluate(() => {
    const probe = (window as unknown as { __primaryProbe: { textOf(): string; dialogs(): number } }).__primaryProbe;
    return { text: probe.textOf(), dialogs: probe.dialogs(), url: location.href };
  });
  await page.locator(selector).first().click();
  try {
    return await page.evaluate(
      ({ before, outcomeMs, feedbackMs }) =>
        new Promise<TapRecord>((resolve) => {
          type Probe = { realNow(): number; realTimeout(fn: () => void, ms: number): number; state: { tapAt: number; firstChangeAt: number; link: string }; textOf(): string; dialogs(): number };
          const probe = (window as unknown as { __primaryProbe: Probe }).__primaryProbe;
          const feedback = () => (probe.state.firstChangeAt < 0 ? null : Math.round(probe.state.firstChangeAt - probe.state.tapAt));
          const verdict = (): TapRecord | null => {
            if (probe.state.link) return { feedbackMs: feedback(), outcome: 'link', detail: probe.state.link };
            if (location.href !== before.url) return { feedbackMs: feedback(), outcome: 'url', detail: location.href };
            if (probe.dialogs() > before.dialogs) return { feedbackMs: feedback(), outcome: 'dialog', detail: '' };
            const old = new Set(before.text.split('\n'));
            const added = probe
              .textOf()
              .split('\n')
              .filter((line) => line.trim() && !old.has(line));
            return added.length > 0 ? { feedbackMs: feedback(), outcome: 'words', detail: added.join(' / ').slice(0, 160) } : null;
          };
          // Done once the page acted or explained and its first change is known (or the feedback window is over).
          const feedbackKnown = () => probe.state.firstChangeAt >= 0 || probe.realNow() - probe.state.tapAt > feedbackMs;
          let settled = false;
          const check = (final: boolean) => {
            if (settled) return;
            const seen = verdict();
            if ((seen && feedbackKnown()) || final) {
              settled = true;
              observer.disconnect();
              resolve(seen ?? { feedbackMs: feedback(), outcome: null, detail: '' });
            }
          };
          const observer = new MutationObserver(() => check(false));
          observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
          probe.realTimeout(() => check(false), feedbackMs + 1);
          probe.realTimeout(() => check(true), outcomeMs);
          check(false);
        }),
      { before, outcomeMs: OUTCOME_MS, feedbackMs: FEEDBACK_MS },
    );
  } catch {
    // The document went away: the tap navigated.
    return { feedbackMs: 0, outcome: 'url', detail: page.url() };
  }
}

test.describe('primary actions in a phone browser', () => {
  for (const route of ROUTES) {
    test(`${route.sample}: the primary action answers within ${FEEDBACK_MS} ms, acts or says why not, and the browser refuses nothing`, async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/not allowed to launch|user gesture is required/i.test(message.text())) refused.push(message.text());
      });
      page.on('pageerror', (error) => refused.push(`uncaught: ${error.message}`));
      // Where the app-open fallbacks would leave for: a stub instead of the internet.
      await page.route(/^https:\/\/(talkie-ai\.com|apps\.apple\.com|play\.google\.com)\//, (r) => r.fulfill({ contentType: 'text/html', body: '<title>Talkie</title><h1>Talkie</h1>' }));
      await page.addInitScript(installProbe);
      await page.clock.install();
      await page.goto(route.sample);
      await page.locator('[data-page], [data-testid="fallback-page"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const action = page.locator(`${PRIMARY}:visible`);
      if ((await action.count()) === 0) {
        test.info().annotations.push({ type: 'primary action', description: 'none on this page' });
        return;
      }
      const first = action.first();
      const name = `${(await first.innerText()).trim()} (${await first.evaluate((el) => el.className)})`;
      test.info().annotations.push({ type: 'primary action', description: name });
      // An open-app button acts at once once its machine has loaded (it loads when the page is idle).
      if ((await first.getAttribute('data-open-method')) !== null) await expect(first).toHaveAttribute('data-ready', 'true');
      const tap = await tapAndWatch(page, `${PRIMARY}:visible`);
      test.info().annotations.push({ type: 'tap', description: JSON.stringify(tap) });
      // The fallbacks' timers, if the tap started any (the document may have gone: nothing more to run).
      await page.clock.runFor(FALLBACKS_MS).catch(() => undefined);
      expect(tap.feedbackMs, `“${name}” on ${route.sample}: no visible change within ${FEEDBACK_MS} ms of the tap`).not.toBeNull();
      expect(tap.feedbackMs!, `“${name}” on ${route.sample}: first visible change ${tap.feedbackMs} ms after the tap`).toBeLessThanOrEqual(FEEDBACK_MS);
      expect(tap.outcome, `“${name}” on ${route.sample}: the tap neither acted nor said anything (a silent dim)`).not.toBeNull();
      expect(refused, `“${name}” on ${route.sample}: the browser refused a navigation or the page threw`).toEqual([]);
    });
  }
});
