/**
 * Store purchases: redeeming a verified receipt (the only way a page's purchase becomes paid) and
 * revoking it when the store notifies a refund or cancellation. Both run inside one transaction each,
 * and the store transaction id is the primary key of `store_transactions`: a purchase is granted once,
 * however many verifications of it race.
 */
import { StatusCode } from '../../src/api/contract/codes';
import type { Db } from '../db/database';
import { DAY_MS } from './clock';
import { findOrder, findProduct, settleOrder, type OrderRow, type PaidOutcome, type PurchaseGrant } from './orders';
import type { ReceiptPayload } from './store-sandbox';
import { accountOf, type Tier } from './users';

interface TransactionRow {
  transaction_id: string;
  order_id: string;
  user_id: string;
  status: 'redeemed' | 'refunded' | 'canceled';
  tier_before: Tier | null;
  expires_before: number | null;
  expires_after: number | null;
  gem_grant_id: number | null;
}

const findTransaction = (db: Db, transactionId: string): TransactionRow | undefined =>
  db.prepare('SELECT * FROM store_transactions WHERE transaction_id = ?').get(transactionId) as
    TransactionRow | undefined;

const refused = (status: number, message: string): PaidOutcome => ({ ok: false, status, message });

/**
 * Pays `order` with a purchase the store signed (`purchase`, already verified). The same receipt for the
 * same order again answers that order unchanged (a retry after a lost answer). Call inside a transaction.
 */
export function redeemPurchase(db: Db, order: OrderRow, purchase: ReceiptPayload, now: number): PaidOutcome {
  const redeemed = findTransaction(db, purchase.transaction_id);
  if (redeemed) {
    if (redeemed.order_id === order.order_id) return { ok: true, order, grant: null };
    return refused(
      StatusCode.ReceiptAlreadyRedeemed,
      `store transaction ${purchase.transaction_id} was already redeemed`,
    );
  }
  if (purchase.app_account_token !== order.order_id) {
    return refused(StatusCode.ReceiptOrderMismatch, `the receipt was issued for another order, not ${order.order_id}`);
  }
  if (purchase.product_id !== order.store_product_id) {
    return refused(
      StatusCode.ReceiptProductMismatch,
      `the receipt is for ${purchase.product_id}, the order for ${order.store_product_id}`,
    );
  }
  const paid = settleOrder(db, order.order_id, 'paid', now);
  if (!paid.ok) return paid;
  // Moving a pending order to paid always grants something (a null grant only comes back for an order already paid,
  // which is answered above).
  const { membership, gemGrantId } = paid.grant as PurchaseGrant;
  db.prepare(
    `INSERT INTO store_transactions (transaction_id, order_id, user_id, store_product_id, purchased_at, redeemed_at, status,
      tier_before, expires_before, expires_after, gem_grant_id) VALUES (?, ?, ?, ?, ?, ?, 'redeemed', ?, ?, ?, ?)`,
  ).run(
    purchase.transaction_id,
    order.order_id,
    order.user_id,
    purchase.product_id,
    purchase.purchased_at_ms,
    now,
    membership?.tierBefore ?? null,
    membership?.expiresBefore ?? null,
    membership?.expiresAfter ?? null,
    gemGrantId,
  );
  return paid;
}

export type NotificationType = 'refund' | 'cancel';
export type RevokeOutcome = { ok: true; order: OrderRow; alreadyRevoked: boolean } | { ok: false; message: string };

/**
 * The store's server notification of a refund or cancellation: takes back what the purchase granted
 * and marks its order refunded. A second notification of the same transaction changes nothing.
 * Call inside a transaction.
 */
export function revokePurchase(db: Db, transactionId: string, type: NotificationType, now: number): RevokeOutcome {
  const row = findTransaction(db, transactionId);
  if (!row) return { ok: false, message: `no redeemed store transaction ${transactionId}` };
  if (row.status !== 'redeemed')
    return { ok: true, order: findOrder(db, row.order_id) as OrderRow, alreadyRevoked: true };

  revokeMembership(db, row);
  // The purchase's gems go, whether or not some were spent meanwhile.
  // (DELETE … WHERE grant_id = NULL deletes nothing: a membership purchase has no grant.)
  db.prepare('DELETE FROM gem_grants WHERE grant_id = ?').run(row.gem_grant_id);
  const revokedAs = type === 'refund' ? 'refunded' : 'canceled';
  db.prepare('UPDATE store_transactions SET status = ?, revoked_at = ? WHERE transaction_id = ?').run(
    revokedAs,
    now,
    transactionId,
  );
  db.prepare(`UPDATE orders SET status = 'refunded', updated_at = ? WHERE order_id = ?`).run(now, row.order_id);
  return { ok: true, order: findOrder(db, row.order_id) as OrderRow, alreadyRevoked: false };
}

/**
 * Rolls the membership back: to what it was before when nothing was bought since, otherwise by the
 * refunded period (a later renewal of the same tier keeps its own time).
 */
function revokeMembership(db: Db, row: TransactionRow): void {
  // A gem purchase has no membership to take back.
  if (row.expires_after === null) return;
  if (accountOf(db, row.user_id).member_expires_at === row.expires_after) {
    // A membership purchase (expires_after set) always wrote its tier_before from the account's member_tier.
    db.prepare('UPDATE users SET member_tier = ?, member_expires_at = ? WHERE user_id = ?').run(
      row.tier_before,
      row.expires_before,
      row.user_id,
    );
    return;
  }
  const order = findOrder(db, row.order_id) as OrderRow;
  const periodMs = findProduct(db, order.product_id).period_days * DAY_MS;
  db.prepare('UPDATE users SET member_expires_at = member_expires_at - ? WHERE user_id = ?').run(periodMs, row.user_id);
}
