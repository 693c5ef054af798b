/**
 * Taps on a server-rendered page before the app has taken it over. Its buttons and tabs are on screen
 * before their handlers exist, and React, while it hydrates, drops a tap on a part it cannot hydrate at
 * once (its code still loading). So the page's inline script (earlyTapsScript, written into the HTML by
 * the server) holds a tap on a control in #root that is not hydrated yet, and taps it again once React
 * has hydrated it. Held taps are replayed in the order they were made, each once its control is
 * hydrated (a board tab, then a period tab: both); taps in a row on the same control count once (the
 * visitor who tapped "Open app" twice while waiting wanted it opened once). Links are
 * left alone (the browser follows them), and so are controls marked with NO_EARLY_TAP_ATTRIBUTE: a
 * replayed tap is not the visitor's own gesture, and what needs one (playing audio on iOS) waits for a
 * real tap. A page rendered in the browser has no such script: its controls come with their handlers.
 */

/** Marks a control whose tap before the app has taken over is not held (it needs the visitor's own gesture). */
export const NO_EARLY_TAP_ATTRIBUTE = 'data-no-early-tap';

/** The controls whose taps are held: buttons, and what plays their part (tabs, ARIA buttons). */
const CONTROLS = ['button', '[role=button]', '[role=tab]'].map((control) => `#root ${control}`).join(',');

/**
 * How the script sees that React has hydrated an element: React keeps the element's props on it under
 * a `__reactProps$` key (an internal of react-dom, the one fact this relies on; pinned by
 * tests/e2e/early-taps.spec.ts, which fails if a tap before the takeover stops being handled).
 */
const HYDRATED = `Object.keys(b).some((k) => k.startsWith('__reactProps$'))`;

/** How often, and how long, a held tap waits for its control to be hydrated. */
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 20_000;

/**
 * Statements for the page's inline module script. Plain browser code, no imports, since it runs before
 * any of the app's code has loaded. A held tap goes no further: React does not half-handle it, and a
 * submit button does not send its form as a plain page would (its text in the address). Once its
 * control is hydrated it is tapped again, a frame later (React has committed what it hydrated), unless
 * it has left the page or is disabled; the next held tap waits for that one. Held taps are forgotten
 * when the app has not taken over WAIT_LIMIT_MS after the last of them.
 */
export function earlyTapsScript(): string {
  return `{ const hydrated = (b) => ${HYDRATED}; const held = []; let since = 0, timer = 0, busy = false; const replay = () => { if (busy) return; while (held.length && (!held[0].isConnected || held[0].disabled || Date.now() - since > ${WAIT_LIMIT_MS})) held.shift(); if (!held.length) { clearInterval(timer); timer = 0; return; } const b = held[0]; if (!hydrated(b)) return; held.shift(); busy = true; requestAnimationFrame(() => setTimeout(() => { busy = false; b.click(); })); }; addEventListener('click', (e) => { const b = e.target instanceof Element ? e.target.closest(${JSON.stringify(CONTROLS)}) : null; if (!b || hydrated(b) || b.closest('[${NO_EARLY_TAP_ATTRIBUTE}]')) return; e.preventDefault(); e.stopImmediatePropagation(); if (held[held.length - 1] !== b) held.push(b); since = Date.now(); if (!timer) timer = setInterval(replay, ${WAIT_STEP_MS}); }, true); }`;
}
