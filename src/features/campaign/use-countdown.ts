import { useEffect, useRef, useState } from 'react';
import { serverClock } from './server-clock';

/**
 * Milliseconds left until `targetMs` on the server clock, recomputed from absolute times every second
 * and whenever the page becomes visible again (never a decremented counter). At zero it calls
 * `onZero` once, so the page reloads from the server instead of guessing the next period.
 */
export function useCountdown(targetMs: number | null, onZero?: () => void): number {
  const left = () => (targetMs === null ? 0 : Math.max(0, targetMs - serverClock.now()));
  const [remaining, setRemaining] = useState(left);
  const zeroRef = useRef(onZero);
  zeroRef.current = onZero;
  useEffect(() => {
    if (targetMs === null) return;
    let fired = false;
    const tick = () => {
      const ms = Math.max(0, targetMs - serverClock.now());
      setRemaining(ms);
      if (ms === 0 && !fired) {
        fired = true;
        zeroRef.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', tick);
    };
  }, [targetMs]);
  return remaining;
}
