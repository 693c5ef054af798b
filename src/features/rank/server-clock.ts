/**
 * The server clock as the page knows it: the offset between the server's `server_time_ms` and this
 * device's clock, taken at the midpoint of the request's round trip (DESIGN "Campaigns, countdowns and
 * the server clock"). The phone's own clock may be hours off; only differences of it are used.
 */
export interface ServerClock {
  /** serverTime − deviceTime, in ms. */
  readonly offsetMs: number;
}

export function clockFrom(serverTimeMs: number, sentAtMs: number, receivedAtMs: number): ServerClock {
  return { offsetMs: serverTimeMs - (sentAtMs + receivedAtMs) / 2 };
}

/** The server's now, from the device clock and the offset. */
export const serverNow = (clock: ServerClock, deviceNowMs: number = Date.now()): number => deviceNowMs + clock.offsetMs;
