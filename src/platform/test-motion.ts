import { currentEnvironment, type Environment } from './environment';

/**
 * Test hook: outside production, an end-to-end init script may set `window.__talkieTestMotionScale` to a number
 * between 0 and 1, and the spin's settle takes that fraction of its time. The UI guards check the page while the wheel
 * turns and once it stands, not how long it turns, so they need not wait the turn out in every language.
 */
export const TEST_MOTION_SCALE_HOOK = '__talkieTestMotionScale';

/** `ms` as this page animates it: scaled by the test hook outside production, else as given. */
export function pageMotionMs(
  ms: number,
  win: object | undefined = typeof window === 'undefined' ? undefined : window,
  environment: Environment = currentEnvironment(),
): number {
  if (environment === 'production' || win === undefined) return ms;
  const scale = (win as Record<string, unknown>)[TEST_MOTION_SCALE_HOOK];
  return typeof scale === 'number' && scale > 0 && scale <= 1 ? Math.round(ms * scale) : ms;
}
