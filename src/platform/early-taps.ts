/**
 * Taps on a server-rendered page before the app has taken it over. The page's buttons are on screen
 * before their handlers exist; without this a tap on "Open app" in that window would do nothing. The
 * page's inline boot script (earlyTapsScript, written into the HTML by the server) remembers taps on
 * controls in #root marked with EARLY_TAP_ATTRIBUTE; once hydration has started, replayEarlyTap taps the
 * last one again, and React hydrates that part first and handles it. Only marked controls: a replayed
 * tap is not a user gesture, so what needs one to work (playing audio on iOS) waits for a real tap.
 * Links need nothing: the browser follows them.
 */

/** Marks a control whose tap before the app has started is handled once it has (e.g. open-app). */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** The window property through which the inline script hands the taps over. */
export const EARLY_TAPS_GLOBAL = '__talkieEarlyTaps';

/**
 * Statements for the page's inline module script: start remembering taps on marked controls in #root. Plain
 * browser code, no imports, since it runs before any of the app's code has loaded.
 */
export function earlyTapsScript(): string {
  return `const early = []; const keep = (e) => { const b = e.target instanceof Element ? e.target.closest('#root [${EARLY_TAP_ATTRIBUTE}]') : null; if (b) early.push(b); }; addEventListener('click', keep, true); window.${EARLY_TAPS_GLOBAL} = () => { removeEventListener('click', keep, true); return early.splice(0); };`;
}

type EarlyTapsWindow = Window & typeof globalThis & { [EARLY_TAPS_GLOBAL]?: () => Element[] };

/**
 * Stops remembering and taps the last marked control tapped before the app started, if it is still the one on
 * the page (hydration keeps the server's elements) and not disabled. Only the last: a visitor who
 * tapped twice while waiting wanted one action. Call it right after hydrateRoot.
 */
export function replayEarlyTap(win: EarlyTapsWindow = window): boolean {
  const taken = win[EARLY_TAPS_GLOBAL];
  if (typeof taken !== 'function') return false;
  const last: Element | undefined = taken().at(-1);
  if (!(last instanceof win.HTMLElement) || !last.isConnected || last.hasAttribute('disabled')) return false;
  last.click();
  return true;
}
