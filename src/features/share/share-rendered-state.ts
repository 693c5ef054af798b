import type { RenderedAnswer } from './use-share-content';

/** Id of the script element that carries a server-rendered share page's answers (JSON, never run). */
export const RENDERED_STATE_ID = 'tk-share-state';

/**
 * Key of a post everyone may see (VisibleAll, HandsOff) as the server rendered it for a visitor: every
 * viewer sees such a post alike, so the page shows it at once, whoever is logged in.
 */
export const publicPostKey = (postId: string): string => `post:${postId}:public`;

export interface RenderedShareState {
  readonly answers: readonly RenderedAnswer[];
}

/**
 * The JSON text of the state for a script element: `<`, `>`, `&` and the line separators are written
 * as \u escapes, so no content (a `</script>` or `<!--` in a message) can end or change the element.
 */
export function serializeRenderedState(state: RenderedShareState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The state of the server-rendered page, once: the first route load takes it, and later navigations
 * inside the app load as usual. Null when the page was not rendered on the server.
 */
export function takeRenderedShareState(): RenderedShareState | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(RENDERED_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as RenderedShareState;
    return Array.isArray(state.answers) ? state : { answers: [] };
  } catch {
    return { answers: [] };
  }
}
