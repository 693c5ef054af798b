import type { Page } from '@playwright/test';
import { ROUTE_CATALOG, UNKNOWN_SAMPLES } from '../../src/platform/route-catalog';
import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';

/**
 * Primary actions in a phone browser (the Pixel 7 profile: an Android Chrome user agent): on every
 * route of the catalog, the fallback page and a share page with content, one page load, one tap on
 * the page's primary action, and then:
 * - visible feedback within 100 ms of the tap: a change of the document (a node, an attribute or a
 *   style, or the address of a router link) made before the second frame after the tap is painted
 *   (the tap's own task, a microtask or a timer that runs before that frame): what the next frame or
 *   the one after shows, about 16–33 ms on a phone. Counted in frames, not milliseconds, so a busy
 *   test machine, whose frames come late, judges the page as a phone would;
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

const ROUTES: readonly GuardRoute[] = [
  ...ROUTE_CATALOG,
  { sample: UNKNOWN_SAMPLES[0] },
  { sample: `/share/chat?chat_id=${SeedIds.chats.en}` },
];
const PRIMARY =
  ':is([data-page], [data-testid="fallback-page"]) :is(button, a[href]).tk-button:not(.tk-button--ghost):not([disabled]):not([aria-disabled="true"])';
/** What the frame rule stands for (the wording): the feedback is painted well within it. */
const FEEDBACK_MS = 100;
/** The frames after the tap by which the first change must be made. */
const FEEDBACK_FRAMES = 2;
/** The most (real time) the page has to act or explain after the tap; a page that does resolves at once. */
const OUTCOME_MS = 5000;
/** The app-open fallbacks of SPEC §4 (2000 ms to the store, 3000 ms more to the download page). */
const FALLBACKS_MS = 5000;

/** What the probe saw of one tap (in the page; times from the page's real performance.now()). */
interface TapRecord {
  /** The first change came before the FEEDBACK_FRAMES-th frame after the tap. */
  readonly inFrames: boolean;
  /** Milliseconds from the tap to the first change, for the report (load makes them vary). */
  readonly feedbackMs: number | null;
  readonly outcome: 'dialog' | 'words' | 'url' | 'link' | null;
  readonly detail: string;
}

/**
 * Installed before the page's own scripts (and before Playwright's clock replaces the timers): keeps
 * the real performance.now and setTimeout, and records the first change of the document after a click.
 */
function installProbe(FRAMES: number): void {
  const realNow = performance.now.bind(performance);
  const realTimeout = window.setTimeout.bind(window);
  const realFrame = window.requestAnimationFrame.bind(window);
  const state = { tapAt: -1, firstChangeAt: -1, link: '', framesSinceTap: 0, changedInFrames: false };
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
      state.framesSinceTap = 0;
      state.changedInFrames = false;
      const frame = () => {
        state.framesSinceTap += 1;
        if (state.framesSinceTap < FRAMES) realFrame(frame);
      };
      realFrame(frame);
      const observer = new MutationObserver(() => {
        if (state.firstChangeAt < 0) {
          state.firstChangeAt = realNow();
          state.changedInFrames = state.framesSinceTap < FRAMES;
        }
        observer.disconnect();
      });
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
    true,
  );
  // A same-document navigation (the router's links) changes the address bar: that is feedback too.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      if (state.tapAt >= 0 && state.firstChangeAt < 0) {
        state.firstChangeAt = realNow();
        state.changedInFrames = state.framesSinceTap < FRAMES;
      }
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
      ({ before, outcomeMs, frames }) =>
        new Promise<TapRecord>((resolve) => {
          type Probe = {
            realNow(): number;
            realTimeout(fn: () => void, ms: number): number;
            state: {
              tapAt: number;
              firstChangeAt: number;
              link: string;
              framesSinceTap: number;
              changedInFrames: boolean;
            };
            textOf(): string;
            dialogs(): number;
          };
          const probe = (window as unknown as { __primaryProbe: Probe }).__primaryProbe;
          const record = (outcome: TapRecord['outcome'], detail: string): TapRecord => ({
            inFrames: probe.state.changedInFrames,
            feedbackMs:
              probe.state.firstChangeAt < 0 ? null : Math.round(probe.state.firstChangeAt - probe.state.tapAt),
            outcome,
            detail,
          });
          const verdict = (): TapRecord | null => {
            if (probe.state.link) return record('link', probe.state.link);
            if (location.href !== before.url) return record('url', location.href);
            if (probe.dialogs() > before.dialogs) return record('dialog', '');
            const old = new Set(before.text.split('\n'));
            const added = probe
              .textOf()
              .split('\n')
              .filter((line) => line.trim() && !old.has(line));
            return added.length > 0 ? record('words', added.join(' / ').slice(0, 160)) : null;
          };
          // Done once the page acted or explained and its first change is known (or its frames went by).
          const feedbackKnown = () => probe.state.firstChangeAt >= 0 || probe.state.framesSinceTap >= frames;
          let settled = false;
          const check = (final: boolean) => {
            if (settled) return;
            const seen = verdict();
            if ((seen && feedbackKnown()) || final) {
              settled = true;
              observer.disconnect();
              resolve(seen ?? record(null, ''));
            }
          };
          const observer = new MutationObserver(() => check(false));
          observer.observe(document.documentElement, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          // The frames are counted in the page: look again now and then until the verdict is in (the
          // page's own timers are Playwright's clock; these are the real ones).
          const poll = () => {
            check(false);
            if (!settled) probe.realTimeout(poll, 20);
          };
          probe.realTimeout(poll, 20);
          probe.realTimeout(() => check(true), outcomeMs);
          check(false);
        }),
      { before, outcomeMs: OUTCOME_MS, frames: FEEDBACK_FRAMES },
    );
  } catch {
    // The document went away: the tap navigated.
    return { inFrames: true, feedbackMs: 0, outcome: 'url', detail: page.url() };
  }
}

test.describe('primary actions in a phone browser', () => {
  for (const route of ROUTES) {
    test(`${route.sample}: the primary action answers within ${FEEDBACK_MS} ms (by the second frame), acts or says why not, and the browser refuses nothing`, async ({
      page,
    }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/not allowed to launch|user gesture is required/i.test(message.text())) refused.push(message.text());
      });
      page.on('pageerror', (error) => refused.push(`uncaught: ${error.message}`));
      // Where the app-open fallbacks would leave for: a stub instead of the internet.
      await page.route(/^https:\/\/(talkie-ai\.com|apps\.apple\.com|play\.google\.com)\//, (r) =>
        r.fulfill({ contentType: 'text/html', body: '<title>Talkie</title><h1>Talkie</h1>' }),
      );
      await page.addInitScript(installProbe, FEEDBACK_FRAMES);
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
      if ((await first.getAttribute('data-open-method')) !== null)
        await expect(first).toHaveAttribute('data-ready', 'true');
      const tap = await tapAndWatch(page, `${PRIMARY}:visible`);
      test.info().annotations.push({ type: 'tap', description: JSON.stringify(tap) });
      // The fallbacks' timers, if the tap started any (the document may have gone: nothing more to run).
      await page.clock.runFor(FALLBACKS_MS).catch(() => undefined);
      expect(tap.feedbackMs, `“${name}” on ${route.sample}: no visible change after the tap`).not.toBeNull();
      expect(
        tap.inFrames,
        `“${name}” on ${route.sample}: the first visible change came only after ${FEEDBACK_FRAMES} frames (${tap.feedbackMs} ms here)`,
      ).toBe(true);
      expect(
        tap.outcome,
        `“${name}” on ${route.sample}: the tap neither acted nor said anything (a silent dim)`,
      ).not.toBeNull();
      expect(refused, `“${name}” on ${route.sample}: the browser refused a navigation or the page threw`).toEqual([]);
    });
  }
});
