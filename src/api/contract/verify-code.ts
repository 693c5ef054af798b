/**
 * One-time codes for phone logins (login types 2 and 4). A module of its own, apart from account.ts,
 * so the entry chunk (which carries the auth calls) does not carry it: only the sign-in form sends it.
 */
import * as v from 'valibot';
import { API_PREFIX, defineEndpoint } from './endpoint';
import { PHONE_PATTERN } from './phone';

export const SendVerifyCodeRequestSchema = v.object({
  phone: v.pipe(v.string(), v.trim(), v.regex(PHONE_PATTERN, 'not a phone number')),
});
export const SendVerifyCodeDataSchema = v.object({
  /** Seconds before another code may be asked for this phone. */
  resend_after_s: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Seconds the code works. */
  expires_in_s: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * Sends a one-time code by SMS to the phone. Refused with VerifyCodeTooSoon during the pause after
 * the last code to it, RiskControl past the hourly limits per phone and per address, and
 * VerifyCodeNotSent when the SMS gateway fails.
 */
export const sendVerifyCode = defineEndpoint({
  path: `${API_PREFIX}/account/send_verify_code`,
  token: 'none',
  request: SendVerifyCodeRequestSchema,
  data: SendVerifyCodeDataSchema,
});
