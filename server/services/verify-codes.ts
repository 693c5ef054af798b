/**
 * One-time verification codes for phone logins (login types 2 and 4): six random digits, sent through
 * the configured sender, working once, for a limited time and a limited number of wrong entries.
 * Sending is limited per phone (a pause between codes and a count per hour) and per IP address, and
 * wrong entries per IP address, so neither a phone's owner nor anyone else can be flooded or guessed at.
 * Codes live in memory, hashed: a restart forgets them, and nobody needs one for longer than minutes.
 * Phones are E.164 numbers (services/phones.ts read them), so every spelling of one phone shares its
 * code, pause and limits.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { StatusCode } from '../../src/api/contract/codes';
import type { VerifyCodeLimits } from '../config';
import { SlidingWindow } from '../http/risk-control';
import type { SmsSender } from './sms-sender';

const HOUR_MS = 3_600_000;
const CODE_DIGITS = 6;

interface LiveCode {
  hash: Buffer;
  sentAt: number;
  expiresAt: number;
  wrongEntries: number;
  /** Used to log in: it works no more, but its pause still runs (a login does not buy another text at once). */
  used: boolean;
}

export type CodeRefusal = { ok: false; code: number; message: string };
export type Issued = { ok: true; resendAfterSeconds: number; expiresInSeconds: number };

const hashOf = (code: string): Buffer => createHash('sha256').update(code).digest();

export class VerifyCodes {
  private readonly codes = new Map<string, LiveCode>();
  private readonly sends = new SlidingWindow(HOUR_MS);
  private readonly failures = new SlidingWindow(HOUR_MS);

  constructor(
    private readonly limits: VerifyCodeLimits,
    private readonly sender: SmsSender,
  ) {}

  /** Makes and sends a new code for the phone (its E.164 number), replacing any earlier one, unless a limit says no. */
  async issue(phone: string, ip: string | null, now: number): Promise<Issued | CodeRefusal> {
    const last = this.codes.get(phone);
    const pauseMs = this.limits.resendSeconds * 1000;
    if (last && now - last.sentAt < pauseMs) {
      const wait = Math.ceil((last.sentAt + pauseMs - now) / 1000);
      return {
        ok: false,
        code: StatusCode.VerifyCodeTooSoon,
        message: `a code was sent to this phone moments ago; ask again in ${wait} s`,
      };
    }
    if (
      over(this.sends, `phone:${phone}`, this.limits.perPhonePerHour, now) ||
      (ip !== null && over(this.sends, `ip:${ip}`, this.limits.perIpPerHour, now))
    ) {
      return {
        ok: false,
        code: StatusCode.RiskControl,
        message: 'too many verification codes requested; try again later',
      };
    }
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    const expiresAt = now + this.limits.ttlSeconds * 1000;
    try {
      await this.sender.send({ phone, code, expiresAtMs: expiresAt });
    } catch (error) {
      console.error(
        '[weaver-api] the verification code could not be sent:',
        error instanceof Error ? error.message : error,
      );
      return { ok: false, code: StatusCode.VerifyCodeNotSent, message: 'the code could not be sent; try again' };
    }
    this.sends.record(`phone:${phone}`, now);
    if (ip !== null) this.sends.record(`ip:${ip}`, now);
    this.codes.set(phone, { hash: hashOf(code), sentAt: now, expiresAt, wrongEntries: 0, used: false });
    return { ok: true, resendAfterSeconds: this.limits.resendSeconds, expiresInSeconds: this.limits.ttlSeconds };
  }

  /** Checks an entered code for the phone (its E.164 number); a right one is used up. */
  check(phone: string, entered: string, ip: string | null, now: number): { ok: true } | CodeRefusal {
    if (ip !== null && over(this.failures, `ip:${ip}`, this.limits.failuresPerIpPerHour, now)) {
      return { ok: false, code: StatusCode.RiskControl, message: 'too many wrong verification codes; try again later' };
    }
    const sent = this.codes.get(phone);
    const live = sent?.used ? undefined : sent;
    if (live && (live.expiresAt <= now || live.wrongEntries >= this.limits.attemptsPerCode)) {
      return {
        ok: false,
        code: StatusCode.VerifyCodeExpired,
        message: 'the verification code has expired or was entered wrong too often; send a new one',
      };
    }
    const candidate = hashOf(entered.trim());
    if (live && timingSafeEqual(candidate, live.hash)) {
      live.used = true;
      return { ok: true };
    }
    if (live) live.wrongEntries += 1;
    if (ip !== null) this.failures.record(`ip:${ip}`, now);
    return { ok: false, code: StatusCode.LoginFailed, message: 'the verification code is wrong' };
  }

  reset(): void {
    this.codes.clear();
    this.sends.clear();
    this.failures.clear();
  }
}

/** Whether the key already used up its limit in the window (a limit of 0 is off). */
function over(window: SlidingWindow, key: string, limit: number, now: number): boolean {
  return limit > 0 && window.count(key, now) >= limit;
}
