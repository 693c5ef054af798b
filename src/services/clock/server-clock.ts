/**
 * The one server clock (DESIGN.md "Campaigns, countdowns and the server clock"): the offset between the
 * server's time an answer states and the midpoint of that request's round trip. Requests are signed
 * with it and countdowns and event windows read it, so a phone whose clock is hours off still signs
 * right and counts down right. One clock per app, and one per server render: never module state.
 */

/** How a reading was taken. */
interface ClockReading {
  /**
   * From the HTTP `Date` header: whole seconds, and stamped by whatever web server answered. It sets
   * the clock only while no answer has stated `server_time_ms`.
   */
  readonly coarse?: boolean;
  /** The server refused our timestamp as stale: what the clock held is wrong, the reading always wins. */
  readonly refused?: boolean;
}

export interface ServerClock {
  /** The server's now, in ms since the epoch: the device's clock plus the offset. */
  now(): number;
  /** serverTime − deviceTime, in ms (0 until an answer has stated the server's time). */
  readonly offsetMs: number;
  /** Records the server's time of an answer sent between `sentAt` and `receivedAt` (device ms). */
  observe(serverTimeMs: number, sentAt: number, receivedAt: number, reading?: ClockReading): void;
  /** Called whenever the offset changes (countdowns recompute); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The offset an answer gives: its server time against the middle of the round trip. The latest exact answer wins. */
export function createServerClock(deviceNow: () => number = () => Date.now()): ServerClock {
  let offsetMs = 0;
  let exact = false;
  const listeners = new Set<() => void>();
  return {
    now: () => deviceNow() + offsetMs,
    get offsetMs() {
      return offsetMs;
    },
    observe(serverTimeMs, sentAt, receivedAt, reading = {}) {
      if (!Number.isFinite(serverTimeMs) || !Number.isFinite(sentAt) || !Number.isFinite(receivedAt)) return;
      const coarse = reading.coarse === true;
      if (coarse && exact && !reading.refused) return;
      exact = !coarse;
      const next = Math.round(serverTimeMs - (sentAt + receivedAt) / 2);
      if (next === offsetMs) return;
      offsetMs = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
