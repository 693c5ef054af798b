import { HTTP_TIMEOUT_MS } from './constants';
import type { Environment } from './environment';

/**
 * Test hook: outside production, an end-to-end init script may set `window.__talkieTestHttpTimeoutMs`
 * to a whole number of milliseconds, and the page gives up on an answer after that instead of 10 s
 * (the fault guard scales time with it rather than waiting the spec's timeout out).
 */
export const TEST_HTTP_TIMEOUT_HOOK = '__talkieTestHttpTimeoutMs';

/** The HTTP timeout of this page: the test hook's outside production, else HTTP_TIMEOUT_MS (SPEC §9). */
export function pageHttpTimeout(win: object, environment: Environment): number {
  if (environment === 'production') return HTTP_TIMEOUT_MS;
  const value = (win as Record<string, unknown>)[TEST_HTTP_TIMEOUT_HOOK];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : HTTP_TIMEOUT_MS;
}
