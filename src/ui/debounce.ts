/**
 * Runs `fn` on the first call and ignores further calls until `waitMs` of quiet has passed, so a double
 * tap on a share icon opens one share sheet and the first tap still feels instant.
 */
export function leadingDebounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  return (...args: A): void => {
    const t = now();
    const quiet = t - last >= waitMs;
    last = t;
    if (quiet) fn(...args);
  };
}
