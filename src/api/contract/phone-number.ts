/**
 * Phone numbers as the API reads them: parsed, normalised to E.164 and classified with libphonenumber-js
 * and its full metadata (the set that knows number types). Every spelling of one phone (+1…, 001…,
 * 011 1…, spaces, dashes, brackets) is one E.164 number, so one pause, one hourly limit, one code and
 * one account; numbers that cost money or are no person's phone are refused before any text is sent.
 *
 * A module of its own, not in the contract's index: the metadata weighs about 50 KB gzipped, so the
 * page checks only the syntax (PHONE_PATTERN in ./phone.ts) and shows the server's refusal
 * (PhoneStatusCode in ./phone-codes.ts).
 */
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
  type PhoneNumber,
} from 'libphonenumber-js/max';

export type { CountryCode };

/** How numbers are read: the region of a number written without its country code, and the prefixes refused outright. */
export interface PhoneRules {
  defaultRegion: CountryCode;
  /** E.164 prefixes (`+` and digits) no code is ever sent to, whatever the library says of them. */
  deniedPrefixes: readonly string[];
}

/**
 * The region of a number typed without its country code, unless the server is told otherwise: the app's first market.
 */
export const DEFAULT_PHONE_REGION: CountryCode = 'US';

/**
 * The default deny-list: premium-rate and international networks that SMS-pumping fraud uses.
 * +979 international premium rate, +881 satellite, +882 and +883 international networks, +1 900 and
 * +1 976 North American premium rate.
 */
export const DEFAULT_DENIED_PREFIXES: readonly string[] = ['+979', '+881', '+882', '+883', '+1900', '+1976'];

/** Kinds of numbers a one-time code may go to: a person's mobile (or a number the plan cannot tell from one). */
const PERSONAL_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * International call prefixes read as `+` when the default region's reading is not a valid number: 00 (ITU) and 011
 * (North America).
 */
const INTERNATIONAL_PREFIXES = ['00', '011'] as const;

export type PhoneCheck =
  | { ok: true; e164: string }
  | { ok: false; refusal: 'invalid' }
  /** `reason`: the library's number type, `international network`, or `denied prefix +…`; for logs, not for people. */
  | { ok: false; refusal: 'cannotReceive'; e164: string; reason: string };

/** What people type around the digits: spaces, dashes, dots and brackets. */
const stripped = (raw: string): string => raw.trim().replace(/[\s().-]/g, '');

/** The ways a typed number can be read, the default region's first. */
function readings(raw: string, defaultRegion: CountryCode): PhoneNumber[] {
  const digits = stripped(raw);
  if (!/^\+?\d{3,18}$/.test(digits)) return [];
  if (digits.startsWith('+')) return [parsePhoneNumberFromString(digits)].filter((n) => n !== undefined);
  const read = [parsePhoneNumberFromString(digits, defaultRegion)];
  for (const prefix of INTERNATIONAL_PREFIXES) {
    if (digits.startsWith(prefix)) read.push(parsePhoneNumberFromString(`+${digits.slice(prefix.length)}`));
  }
  return read.filter((n) => n !== undefined);
}

/** The E.164 number of a valid phone number, else null: the key phones are stored and counted by. */
export function normalisePhone(raw: string, defaultRegion: CountryCode): string | null {
  return readings(raw, defaultRegion).find((n) => n.isValid())?.number ?? null;
}

/**
 * Whether a one-time code may go to `raw`, and to which E.164 number. Refused: a deny-listed prefix
 * (checked on every reading, valid or not), a number the library says is not valid, a number of no
 * country (satellite, international networks, international premium rate and freephone), and any kind
 * but a mobile (premium rate, shared cost, toll free, UAN, VoIP, personal numbers, pagers, voicemail,
 * fixed lines).
 */
export function checkPhone(raw: string, rules: PhoneRules): PhoneCheck {
  const read = readings(raw, rules.defaultRegion);
  for (const number of read) {
    const denied = rules.deniedPrefixes.find((prefix) => number.number.startsWith(prefix));
    if (denied !== undefined)
      return { ok: false, refusal: 'cannotReceive', e164: number.number, reason: `denied prefix ${denied}` };
  }
  const valid = read.find((n) => n.isValid());
  if (!valid) return { ok: false, refusal: 'invalid' };
  if (valid.country === undefined)
    return { ok: false, refusal: 'cannotReceive', e164: valid.number, reason: 'international network' };
  const type = valid.getType();
  if (type === undefined || !PERSONAL_TYPES.has(type))
    return { ok: false, refusal: 'cannotReceive', e164: valid.number, reason: type ?? 'unknown type' };
  return { ok: true, e164: valid.number };
}

/** A region code the library knows (ISO 3166-1 alpha-2, upper case), else null. */
export function regionOf(code: string): CountryCode | null {
  const upper = code.trim().toUpperCase();
  return isSupportedCountry(upper) ? upper : null;
}

/** A deny-list entry as E.164 digits (`+1-900` → `+1900`), else null. */
export function deniedPrefixOf(entry: string): string | null {
  const prefix = stripped(entry);
  return /^\+\d{1,15}$/.test(prefix) ? prefix : null;
}
