/** The server's notion of now. Tests and the control API may move it (day rollovers, token expiry). */
export interface Clock {
  now(): number;
}

export class AdjustableClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly source: () => number = Date.now) {}
  now(): number {
    return this.source() + this.offsetMs;
  }
  /** Moves the clock by `offsetMs` from the real time (0 puts it back). */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
  get offset(): number {
    return this.offsetMs;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC calendar day, e.g. "2026-11-21": daily claims and the daily deal reset at 00:00 UTC. */
export const dayKey = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** UTC calendar month, e.g. "2026-11". */
export const monthKey = (ms: number): string => new Date(ms).toISOString().slice(0, 7);
export const startOfNextDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS;
export { DAY_MS };
