import { useEffect, useRef, useState } from 'react';
import { remainingMs } from './countdown';
import type { ServerClock } from './server-clock';

/**
 * Milliseconds left until `resetsAtMs` on the server clock, recomputed each second and again when the
 * page comes back (timers sleep while it is hidden). Calls `onZero` once when the time is up.
 */
export function useCountdown(resetsAtMs: number | null, clock: ServerClock, onZero: () => void): number | null {
  const offsetMs = clock.offsetMs;
  const compute = () => (resetsAtMs === null ? null : remainingMs(resetsAtMs, { offsetMs }));
  const [left, setLeft] = useState(compute);
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    if (resetsAtMs === null) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const tick = () => {
      clearTimeout(timer);
      const value = remainingMs(resetsAtMs, { offsetMs });
      setLeft(value);
      if (value <= 0) {
        if (!done) {
          done = true;
          zero.current();
        }
        return;
      }
      // Next whole second of the remaining time, so the display changes on the second.
      timer = setTimeout(tick, value % 1000 || 1000);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', tick);
    };
  }, [resetsAtMs, offsetMs]);

  return left;
}
