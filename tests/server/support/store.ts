/** The sandbox store as tests use it: receipts signed like the simulated native shell signs them. */
import { randomUUID } from 'node:crypto';
import type { Order } from '../../../src/api/contract/membership';
import { DEFAULT_STORE_SANDBOX_KEY, signReceipt, type ReceiptPayload } from '../../../server/services/store-sandbox';

/** A receipt of a store purchase made for `order` (a fresh transaction unless `overrides` names one). */
export function storeReceipt(
  order: Pick<Order, 'order_id' | 'store_product_id'>,
  overrides: Partial<ReceiptPayload> = {},
  key = DEFAULT_STORE_SANDBOX_KEY,
): string {
  return signReceipt(key, {
    transaction_id: `sandbox_${randomUUID()}`,
    product_id: order.store_product_id,
    app_account_token: order.order_id,
    purchased_at_ms: Date.parse('2026-05-14T12:00:00Z'),
    ...overrides,
  });
}

/** The store transaction id inside a receipt (what the store's notifications name). */
export const transactionOf = (receipt: string): string =>
  (JSON.parse(Buffer.from(receipt.split('.')[0] ?? '', 'base64url').toString('utf8')) as ReceiptPayload).transaction_id;
