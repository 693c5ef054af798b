import type { RenderedAnswer } from './remote-cache';

/** Id of the script element that carries a server-rendered page's answers (JSON, never run). */
export const RENDERED_STATE_ID = 'tk-rendered-state';

export interface RenderedState {
  readonly answers: readonly RenderedAnswer[];
  /**
   * The visitor the page was rendered for, when the server rendered it with their session (the app's
   * auth cookie): the browser's first render shows that visitor's page, as the HTML does.
   */
  readonly session?: { readonly userId: string; readonly isAnonymous: boolean };
}

/**
 * The JSON text of the state for a script element: `<`, `>`, `&` and the line separators are written
 * as \u escapes, so no content (a `</script>` or `<!--` in a message) can end or change the element.
 */
export function serializeRenderedState(state: RenderedState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The script element of a rendered page's answers. */
export const renderedStateScript = (state: RenderedState): string =>
  `<script type="application/json" id="${RENDERED_STATE_ID}">${serializeRenderedState(state)}</script>`;

/**
 * The state of the server-rendered page, once: boot takes it before the first route load, and later
 * navigations load as usual. Null when the page was not rendered on the server.
 */
export function takeRenderedState(): RenderedState | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(RENDERED_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as RenderedState;
    // Our own server's JSON: its session, when there is one, is the one the page was rendered with.
    return Array.isArray(state.answers) ? state : { answers: [] };
  } catch {
    return { answers: [] };
  }
}
