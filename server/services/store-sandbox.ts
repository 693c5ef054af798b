/**
 * The sandbox app store: what Apple's and Google's servers are to the deployed API. A store purchase
 * yields a receipt the store signs; the server redeems a purchase only after checking that signature.
 * Here the store is simulated: the signing key is shared by this server (TALKIE_STORE_SANDBOX_KEY) and
 * the simulated native shell (src/services/bridge/simulated-shell.ts, development and tests only), which
 * signs a receipt for every purchaseDiamond it answers.
 *
 * A receipt is `<payload>.<signature>`: the payload is base64url JSON (ReceiptPayload), the signature
 * base64url HMAC-SHA256 of the payload text with the key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/**
 * The development and test key: documented in server/README.md, so it protects nothing; a deployment
 * verifies receipts with the real stores instead. Never imported by the web client, so no production
 * bundle contains it (scripts/size-report.ts checks dist/).
 */
export const DEFAULT_STORE_SANDBOX_KEY = 'talkie-sandbox-store-key-dev-only';

const ReceiptPayloadSchema = v.object({
  /** The store's id of this purchase: redeemed at most once. */
  transaction_id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  /** The store product bought (Product.store_product_id). */
  product_id: v.pipe(v.string(), v.minLength(1)),
  /** The order the purchase was made for (Apple's appAccountToken): binds the receipt to its buyer. */
  app_account_token: v.pipe(v.string(), v.minLength(1)),
  purchased_at_ms: v.pipe(v.number(), v.integer()),
});
export type ReceiptPayload = v.InferOutput<typeof ReceiptPayloadSchema>;

const sign = (key: string, payloadText: string): Buffer => createHmac('sha256', key).update(payloadText).digest();

/** Signs a receipt as the sandbox store does (the simulated shell does the same with WebCrypto). */
export function signReceipt(key: string, payload: ReceiptPayload): string {
  const payloadText = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${payloadText}.${sign(key, payloadText).toString('base64url')}`;
}

/** The receipt's payload when the sandbox store signed it; null for a forged or garbled receipt. */
export function readReceipt(key: string, receipt: string): ReceiptPayload | null {
  const [payloadText, signatureText, extra] = receipt.split('.');
  if (!payloadText || !signatureText || extra !== undefined) return null;
  const expected = sign(key, payloadText);
  const given = Buffer.from(signatureText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = v.safeParse(
      ReceiptPayloadSchema,
      JSON.parse(Buffer.from(payloadText, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
