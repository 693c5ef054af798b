import { randomBytes } from 'node:crypto';
import { StatusCode } from '../../src/api/contract/codes';
import type { Order, OrderStatus } from '../../src/api/contract/membership';
import type { Db } from '../db/database';
import { DAY_MS, dayKey } from './clock';
import { accountOf, effectiveTier, grantGems, TIER_RANK, type Tier } from './users';

export interface ProductRow {
  product_id: string;
  store_product_id: string;
  kind: 'membership' | 'gems';
  tier: 'standard' | 'pro' | null;
  titles: string;
  descriptions: string;
  benefits: string;
  period_days: number;
  gems: number;
  price_cents: number;
  original_price_cents: number;
  currency: string;
  required_tier: Tier;
  daily_limited: number;
  sort: number;
}

export interface OrderRow {
  order_id: string;
  user_id: string;
  product_id: string;
  status: OrderStatus;
  amount_cents: number;
  currency: string;
  day: string;
  created_at: number;
  updated_at: number;
  store_product_id: string;
}

export const ORDER_SELECT =
  'SELECT o.*, p.store_product_id FROM orders o JOIN products p ON p.product_id = o.product_id';

export const orderView = (row: OrderRow): Order => ({
  order_id: row.order_id,
  product_id: row.product_id,
  store_product_id: row.store_product_id,
  status: row.status,
  amount_cents: row.amount_cents,
  currency: row.currency,
  created_at_ms: row.created_at,
  updated_at_ms: row.updated_at,
});

export type OrderOutcome = { ok: true; order: OrderRow } | { ok: false; status: number; message: string };

export function findOrder(db: Db, orderId: string): OrderRow | undefined {
  return db.prepare(`${ORDER_SELECT} WHERE o.order_id = ?`).get(orderId) as OrderRow | undefined;
}

/** Creates a pending order, enforcing the purchase rules. Call inside a transaction. */
export function createPendingOrder(db: Db, userId: string, productId: string, now: number): OrderOutcome {
  const fail = (status: number, message: string): OrderOutcome => ({ ok: false, status, message });
  const product = db.prepare('SELECT * FROM products WHERE product_id = ?').get(productId) as ProductRow | undefined;
  if (!product) return fail(StatusCode.ProductUnavailable, `product ${productId} does not exist`);
  const tier = effectiveTier(accountOf(db, userId), now);
  if (TIER_RANK[tier] < TIER_RANK[product.required_tier]) {
    return fail(StatusCode.UpgradeRequired, `purchase available after upgrading to ${product.required_tier}`);
  }
  // Only membership products have a tier (the gem product's tier is null).
  // Stryker disable next-line ConditionalExpression: for the gem product TIER_RANK[null] is undefined, and undefined < n is false: never refused either way
  if (product.tier && TIER_RANK[product.tier] < TIER_RANK[tier]) {
    return fail(StatusCode.ProductUnavailable, `you already have ${tier}, which includes ${product.tier}`);
  }
  const day = dayKey(now);
  if (product.daily_limited) {
    if (db.prepare('SELECT 1 FROM daily_purchases WHERE user_id = ? AND day = ?').get(userId, day)) {
      return fail(StatusCode.BoughtToday, 'the daily limited discount was already bought today');
    }
    const pending = db
      .prepare(`${ORDER_SELECT} WHERE o.user_id = ? AND o.product_id = ? AND o.day = ? AND o.status = 'pending'`)
      .get(userId, productId, day) as OrderRow | undefined;
    if (pending) return { ok: true, order: pending };
  }
  const orderId = `ord_${randomBytes(8).toString('hex')}`;
  db.prepare(
    `INSERT INTO orders (order_id, user_id, product_id, status, amount_cents, currency, day, created_at, updated_at)
    VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
  ).run(orderId, userId, productId, product.price_cents, product.currency, day, now, now);
  return { ok: true, order: findOrder(db, orderId) as OrderRow };
}

/** What paying an order gave, so that a refund can take it back. */
export interface PurchaseGrant {
  /** Membership products: the buyer's tier and expiry before and the expiry after; null otherwise. */
  membership: { tierBefore: Tier; expiresBefore: number | null; expiresAfter: number } | null;
  /** Gem products: the gem grant made; null otherwise. */
  gemGrantId: number | null;
}

export const findProduct = (db: Db, productId: string): ProductRow =>
  db.prepare('SELECT * FROM products WHERE product_id = ?').get(productId) as ProductRow;

/** Gives the buyer what the order bought. Call inside a transaction, once per paid order. */
function grantPurchase(db: Db, order: OrderRow, product: ProductRow, now: number): PurchaseGrant {
  return {
    // Only membership products have a tier (the gem product's tier is null).
    membership: product.tier ? grantMembership(db, order.user_id, product.tier, product.period_days, now) : null,
    gemGrantId: product.gems > 0 ? grantGems(db, order.user_id, product.gems, 'purchase', now).grantId : null,
  };
}

function grantMembership(
  db: Db,
  userId: string,
  tier: Exclude<Tier, 'none'>,
  periodDays: number,
  now: number,
): PurchaseGrant['membership'] {
  const user = accountOf(db, userId);
  // Renewing the same tier extends it; an upgrade starts now.
  const start =
    effectiveTier(user, now) === tier && user.member_expires_at ? Math.max(now, user.member_expires_at) : now;
  const expiresAfter = start + periodDays * DAY_MS;
  db.prepare('UPDATE users SET member_tier = ?, member_expires_at = ? WHERE user_id = ?').run(
    tier,
    expiresAfter,
    userId,
  );
  return { tierBefore: user.member_tier, expiresBefore: user.member_expires_at, expiresAfter };
}

/** Paid outcome of an order: the order row and what was granted. */
export type PaidOutcome =
  { ok: true; order: OrderRow; grant: PurchaseGrant | null } | { ok: false; status: number; message: string };

/**
 * Moves a pending order to paid (and gives what was bought) or canceled. Call inside a transaction.
 * `force` (control API) also reopens closed orders without giving anything twice.
 */
export function settleOrder(
  db: Db,
  orderId: string,
  outcome: 'paid' | 'canceled' | 'pending',
  now: number,
  force = false,
): PaidOutcome {
  const order = findOrder(db, orderId);
  // Stryker disable next-line ObjectLiteral: the control route tells an unknown order by looking it up again (404, tested); only the message is lost
  if (!order) return { ok: false, status: StatusCode.OrderNotFound, message: `order ${orderId} does not exist` };
  if (order.status !== 'pending' && !force)
    return { ok: false, status: StatusCode.OrderClosed, message: `order is already ${order.status}` };
  if (order.status === outcome) return { ok: true, order, grant: null };
  let grant: PurchaseGrant | null = null;
  // The order's status differs from the outcome here (the line above returns otherwise): never paid twice.
  if (outcome === 'paid') {
    const product = findProduct(db, order.product_id);
    if (product.daily_limited) {
      const inserted = db
        .prepare('INSERT OR IGNORE INTO daily_purchases (user_id, day, order_id) VALUES (?, ?, ?)')
        .run(order.user_id, dayKey(now), orderId);
      if (inserted.changes === 0) {
        db.prepare(`UPDATE orders SET status = 'canceled', updated_at = ? WHERE order_id = ?`).run(now, orderId);
        return {
          ok: false,
          status: StatusCode.BoughtToday,
          message: 'the daily limited discount was already bought today',
        };
      }
    }
    grant = grantPurchase(db, order, product, now);
  }
  db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE order_id = ?').run(outcome, now, orderId);
  return { ok: true, order: findOrder(db, orderId) as OrderRow, grant };
}
