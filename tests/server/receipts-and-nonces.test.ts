/**
 * The sandbox store's receipts and the WeChat nonce, read directly: a receipt signed with the key but
 * carrying a payload the store would never write is refused like a forged one, and the nonce is 16
 * characters of letters and digits unless asked otherwise.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readReceipt, signReceipt } from '../../server/services/store-sandbox';
import { newNonce, unsignableUrlReason, wechatSignature } from '../../server/services/wechat';

const KEY = 'test-store-key';
const good = {
  transaction_id: 'txn_1',
  product_id: 'talkie.gems.daily_deal',
  app_account_token: 'ord_1',
  purchased_at_ms: 1_700_000_000_000,
};

/** A receipt signed with the key around any payload text, as only the store could make one. */
function signedAround(payload: unknown): string {
  const text = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)).toString('base64url');
  return `${text}.${createHmac('sha256', KEY).update(text).digest('base64url')}`;
}

describe('sandbox store receipts', () => {
  it('reads back what it signed, with the key it was signed with only', () => {
    const receipt = signReceipt(KEY, good);
    expect(receipt).toBe(signedAround(good));
    expect(readReceipt(KEY, receipt)).toEqual(good);
    expect(readReceipt('other key', receipt)).toBeNull();
  });

  it.each([
    ['an empty transaction id', { ...good, transaction_id: '' }],
    ['a transaction id over 128 characters', { ...good, transaction_id: 't'.repeat(129) }],
    ['an empty product', { ...good, product_id: '' }],
    ['an empty order token', { ...good, app_account_token: '' }],
    ['a fractional purchase time', { ...good, purchased_at_ms: 1.5 }],
    ['a purchase time as text', { ...good, purchased_at_ms: '1700000000000' }],
    ['no JSON at all', 'not json'],
  ])('refuses a correctly signed receipt with %s', (_what, payload) => {
    expect(readReceipt(KEY, signedAround(payload))).toBeNull();
  });

  it('accepts a transaction id of exactly 128 characters', () => {
    const payload = { ...good, transaction_id: 't'.repeat(128) };
    expect(readReceipt(KEY, signedAround(payload))).toEqual(payload);
  });

  it('refuses a receipt with a missing part, an extra part or a cut signature', () => {
    const receipt = signReceipt(KEY, good);
    const [payload, signature] = receipt.split('.') as [string, string];
    for (const bad of [
      payload,
      `.${signature}`,
      `${payload}.`,
      `${receipt}.x`,
      `${payload}.${signature.slice(0, -4)}`,
    ]) {
      expect(readReceipt(KEY, bad)).toBeNull();
    }
  });
});

describe('WeChat signing helpers', () => {
  it('makes 16-character nonces of letters and digits, or of the length asked', () => {
    const nonces = Array.from({ length: 50 }, () => newNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(nonces).size).toBe(50);
    expect(newNonce(5)).toMatch(/^[A-Za-z0-9]{5}$/);
    // Every character of the alphabet can come out (a byte modulo 62).
    expect(new Set(Array.from({ length: 400 }, () => newNonce()).join('')).size).toBe(62);
  });

  it('says why a URL may not be signed', () => {
    const hosts = ['talkie-ai.com'];
    expect(unsignableUrlReason('/relative', hosts)).toBe('must be an absolute URL');
    expect(unsignableUrlReason('ftp://talkie-ai.com/', hosts)).toBe('must be an http or https URL');
    expect(unsignableUrlReason('https://a:b@talkie-ai.com/', hosts)).toBe('must not carry user info');
    expect(unsignableUrlReason('https://:secret@talkie-ai.com/', hosts)).toBe('must not carry user info');
    expect(unsignableUrlReason('https://evil.com/', hosts)).toBe('host "evil.com" is not a page of this app');
    expect(unsignableUrlReason('http://TALKIE-AI.com:8080/x', hosts)).toBeNull();
  });

  it('signs a URL without a fragment as it is', () => {
    const fields = { jsapiTicket: 't', noncestr: 'n', timestamp: 1, url: 'https://talkie-ai.com/a' };
    expect(wechatSignature(fields)).toBe(wechatSignature({ ...fields, url: 'https://talkie-ai.com/a#x' }));
    expect(wechatSignature(fields)).not.toBe(wechatSignature({ ...fields, url: 'https://talkie-ai.com/b' }));
  });
});
