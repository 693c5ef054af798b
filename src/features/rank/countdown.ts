import { serverNow, type ServerClock } from './server-clock';

/** Time left until an absolute server time, never negative. Recomputed from absolute times, never decremented. */
export function remainingMs(resetsAtMs: number, clock: ServerClock, deviceNowMs: number = Date.now()): number {
  return Math.max(0, resetsAtMs - serverNow(clock, deviceNowMs));
}

export interface Hms {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** Whole hours (they may pass 24 on weekly and monthly boards), minutes and seconds, rounded up to the second. */
export function splitHms(ms: number): Hms {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const two = (n: number) => String(n).padStart(2, '0');
/** h:m:s as the board shows it, e.g. 05:03:09 or 151:00:00. */
export const formatHms = ({ hours, minutes, seconds }: Hms): string => `${two(hours)}:${two(minutes)}:${two(seconds)}`;
