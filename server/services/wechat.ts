import { createHash, randomBytes } from 'node:crypto';

/**
 * WeChat JS-SDK signature, as WeChat documents it: the four fields sorted by name (already in order
 * below), joined as `key=value` with `&`, hashed with SHA-1 (lower-case hex). The URL is used without
 * its `#fragment`.
 */
export function wechatSignature(fields: { jsapiTicket: string; noncestr: string; timestamp: number | string; url: string }): string {
  const url = fields.url.split('#')[0] ?? '';
  const text = `jsapi_ticket=${fields.jsapiTicket}&noncestr=${fields.noncestr}&timestamp=${fields.timestamp}&url=${url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function newNonce(length = 16): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
}
