import { serverNow, type ServerClock } from './server-clock';

/** Time left until an absolute server time, never negative. Recomputed from absolute times, never decremented. */
export function remainingMs(resetsAtMs: number, clock: ServerClock, deviceNowMs: number = Date.now()): number {
  return Math.max(0, resetsAtMs - serverNow(clock, deviceNowMs));
}
