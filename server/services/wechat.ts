import { createHash, randomBytes } from 'node:crypto';

/**
 * WeChat JS-SDK signature, as WeChat documents it: the four fields sorted by name (already in order
 * below), joined as `key=value` with `&`, hashed with SHA-1 (lower-case hex). The URL is used without
 * its `#fragment`.
 */
export function wechatSignature(fields: {
  jsapiTicket: string;
  noncestr: string;
  timestamp: number | string;
  url: string;
}): string {
  // Stryker disable next-line StringLiteral: split always returns at least one element
  const url = fields.url.split('#')[0] ?? '';
  const text = `jsapi_ticket=${fields.jsapiTicket}&noncestr=${fields.noncestr}&timestamp=${fields.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function newNonce(length = 16): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
}

/**
 * Why `url` may not be signed, or null when it may: only http(s) pages on one of `hosts` (exact host
 * names, any port), without user info, so `https://talkie-ai.com@evil.com/` and look-alikes such as
 * `talkie-ai.com.evil.com` are refused.
 */
export function unsignableUrlReason(url: string, hosts: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http or https URL';
  if (parsed.username !== '' || parsed.password !== '') return 'must not carry user info';
  if (!hosts.includes(parsed.hostname.toLowerCase())) return `host "${parsed.hostname}" is not a page of this app`;
  return null;
}
