/**
 * The page's notion of the server's time (DESIGN.md "Campaigns, countdowns and the server clock"):
 * the offset between a `server_time_ms` an answer carried and the midpoint of that request's round
 * trip. Countdowns compute from absolute times with it, so a phone whose clock is wrong still counts
 * down right. One clock for the campaign pages; the latest answer wins.
 */
let offsetMs = 0;

export const serverClock = {
  now: (): number => Date.now() + offsetMs,
  /** Records the server's time of an answer sent between `sentAt` and `receivedAt` (local ms). */
  observe(serverTimeMs: number, sentAt: number, receivedAt: number): void {
    offsetMs = Math.round(serverTimeMs - (sentAt + receivedAt) / 2);
  },
  get offsetMs(): number {
    return offsetMs;
  },
};

/** Runs a call and feeds the server time of its answer to the clock. */
export async function timed<T extends { server_time_ms: number }>(call: () => Promise<T>): Promise<T> {
  const sentAt = Date.now();
  const answer = await call();
  serverClock.observe(answer.server_time_ms, sentAt, Date.now());
  return answer;
}
