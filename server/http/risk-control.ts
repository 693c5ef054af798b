/**
 * Risk control, answered with 1118010010 (SPEC §5 lists it as an error code):
 * - one user making more than `limitPerMinute` signed-in calls within a minute;
 * - one user failing to bind an invitation code more than `maxBindFailuresPerHour` times in an hour
 *   (guessing codes).
 * Counters live in memory: a restart forgives everyone, which is fine for a local server.
 */
export class RiskControl {
  private readonly calls = new Map<string, { windowStart: number; count: number }>();
  private readonly bindFailures = new Map<string, number[]>();

  constructor(
    private readonly limitPerMinute: number,
    private readonly maxBindFailuresPerHour = 10,
  ) {}

  /** Counts a call; false when the user is over the limit. */
  allowCall(userId: string, now: number): boolean {
    if (this.limitPerMinute <= 0) return true;
    const entry = this.calls.get(userId);
    if (!entry || now - entry.windowStart >= 60_000) {
      this.calls.set(userId, { windowStart: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limitPerMinute;
  }

  bindBlocked(userId: string, now: number): boolean {
    const recent = (this.bindFailures.get(userId) ?? []).filter((t) => now - t < 3_600_000);
    this.bindFailures.set(userId, recent);
    return recent.length >= this.maxBindFailuresPerHour;
  }

  recordBindFailure(userId: string, now: number): void {
    const list = this.bindFailures.get(userId) ?? [];
    list.push(now);
    this.bindFailures.set(userId, list);
  }

  reset(): void {
    this.calls.clear();
    this.bindFailures.clear();
  }
}
