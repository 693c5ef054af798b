/**
 * base_resp.status_code values of a phone number's refusals (account/send_verify_code and the phone
 * logins, types 1, 2 and 4), beside StatusCode's other 403xx in codes.ts; a module of its own so the
 * first visit's chunks do not carry them. The number is read by ./phone-number.ts.
 */
export const PhoneStatusCode = {
  /**
   * The number cannot receive codes: premium rate, shared cost, satellite and international networks,
   * anything but a mobile, or a prefix on the server's deny-list (TALKIE_API_SMS_DENIED_PREFIXES).
   */
  PhoneCannotReceiveCodes: 40306,
  /** Not a valid phone number (libphonenumber-js): its digits do not make a number of any country. */
  PhoneInvalid: 40307,
} as const;
