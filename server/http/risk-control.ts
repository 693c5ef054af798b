/**
 * Risk control, answered with 1118010010 (SPEC §5 lists it as an error code):
 * - one user making more than `limitPerMinute` signed-in calls within a minute;
 * - one user failing to bind an invitation code more than `maxBindFailuresPerHour` times in an hour
 *   (guessing codes);
 * - invitation-code logins (unauthenticated, so keyed on what the caller shows): more than
 *   `inviteLoginsPerMinute` within a minute for one code, one device id or one IP address;
 * - new anonymous accounts (throwaway accounts): more than `newAccountsPerIpPerHour` in an hour from one
 *   IP address, or `newAccountsPerDevicePerHour` from one device behind that address. The device id a
 *   page sends is its own choice, so the device is the fingerprint the request carries: the address
 *   with the user agent, the accepted languages and the platform code.
 * Counters live in memory: a restart forgives everyone, which is fine for a local server.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Times of recent hits per key, forgetting those older than the window. */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly windowMs: number) {}

  count(key: string, now: number): number {
    const recent = this.hits.get(key)?.filter((t) => now - t < this.windowMs) ?? [];
    // Stryker disable next-line ConditionalExpression: housekeeping: an empty list is kept instead of deleted, and counts 0 either way
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return recent.length;
  }

  record(key: string, now: number): void {
    const list = this.hits.get(key);
    if (list) list.push(now);
    else this.hits.set(key, [now]);
  }

  clear(): void {
    this.hits.clear();
  }
}

/** Who is trying an invitation-code login: each key is limited on its own. */
export interface InviteLoginKeys {
  code: string;
  deviceUuid: string;
  /** The peer address, when the server knows it. */
  ip: string | null;
}

export class RiskControl {
  private readonly calls = new Map<string, { windowStart: number; count: number }>();
  private readonly bindFailures = new SlidingWindow(HOUR_MS);
  private readonly inviteLogins = new SlidingWindow(MINUTE_MS);
  private readonly newAccounts = new SlidingWindow(HOUR_MS);

  private readonly limitPerMinute: number;
  private readonly maxBindFailuresPerHour: number;
  private readonly inviteLoginsPerMinute: number;
  private readonly newAccountsPerIpPerHour: number;
  private readonly newAccountsPerDevicePerHour: number;

  /** Limits of 0 turn a rule off. */
  constructor(limits: {
    callsPerMinute: number;
    bindFailuresPerHour?: number;
    inviteLoginsPerMinute?: number;
    newAccountsPerIpPerHour?: number;
    newAccountsPerDevicePerHour?: number;
  }) {
    this.limitPerMinute = limits.callsPerMinute;
    this.maxBindFailuresPerHour = limits.bindFailuresPerHour ?? 10;
    this.inviteLoginsPerMinute = limits.inviteLoginsPerMinute ?? 0;
    this.newAccountsPerIpPerHour = limits.newAccountsPerIpPerHour ?? 0;
    this.newAccountsPerDevicePerHour = limits.newAccountsPerDevicePerHour ?? 0;
  }

  /**
   * Whether one more anonymous account may be made for this address and device fingerprint; counts it
   * when it may. Only accounts that are really made count: a device logging in again reuses its own.
   */
  allowNewAccount(keys: { ip: string | null; fingerprint: string }, now: number): boolean {
    const limits: [string, number][] = [[`device:${keys.fingerprint}`, this.newAccountsPerDevicePerHour]];
    if (keys.ip) limits.push([`ip:${keys.ip}`, this.newAccountsPerIpPerHour]);
    const allowed = limits.every(([name, limit]) => limit <= 0 || this.newAccounts.count(name, now) < limit);
    if (allowed) for (const [name] of limits) this.newAccounts.record(name, now);
    return allowed;
  }

  /** Counts a call; false when the user is over the limit. */
  allowCall(userId: string, now: number): boolean {
    if (this.limitPerMinute <= 0) return true;
    const entry = this.calls.get(userId);
    if (!entry || now - entry.windowStart >= MINUTE_MS) {
      this.calls.set(userId, { windowStart: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limitPerMinute;
  }

  bindBlocked(userId: string, now: number): boolean {
    return this.bindFailures.count(userId, now) >= this.maxBindFailuresPerHour;
  }

  recordBindFailure(userId: string, now: number): void {
    this.bindFailures.record(userId, now);
  }

  /**
   * Counts an invitation-code login attempt; false when its code, device or address already made
   * the limit within the last minute. Refused attempts count too, so a burst that goes on stays refused.
   */
  allowInviteLogin(keys: InviteLoginKeys, now: number): boolean {
    if (this.inviteLoginsPerMinute <= 0) return true;
    const names = [`code:${keys.code}`, `device:${keys.deviceUuid}`, ...(keys.ip ? [`ip:${keys.ip}`] : [])];
    const allowed = names.every((name) => this.inviteLogins.count(name, now) < this.inviteLoginsPerMinute);
    for (const name of names) this.inviteLogins.record(name, now);
    return allowed;
  }

  reset(): void {
    this.calls.clear();
    this.bindFailures.clear();
    this.inviteLogins.clear();
    this.newAccounts.clear();
  }
}
