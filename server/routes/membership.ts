import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import type { ContractLocale } from '../../src/api/contract/endpoint';
import {
  claimMembershipReward,
  completeOrder,
  createOrder,
  getMembershipPlans,
  getMembershipStatus,
  getOrder,
  verifyReceipt,
  type Product,
} from '../../src/api/contract/membership';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { claimGems } from '../seed/content';
import { SeedIds } from '../seed/ids';
import { dayKey, monthKey, startOfNextDay } from '../services/clock';
import {
  createPendingOrder,
  findOrder,
  orderView,
  settleOrder,
  type OrderRow,
  type ProductRow,
} from '../services/orders';
import { redeemPurchase } from '../services/receipts';
import { readReceipt } from '../services/store-sandbox';
import { accountOf, effectiveTier, findUser, gemTotal, grantGems } from '../services/users';

function pick<T>(json: string, locale: ContractLocale): T {
  const map = JSON.parse(json) as Record<string, T>;
  return (map[locale] ?? map.en) as T;
}

function productView(row: ProductRow, locale: ContractLocale): Product {
  return {
    product_id: row.product_id,
    store_product_id: row.store_product_id,
    kind: row.kind,
    tier: row.tier,
    title: pick<string>(row.titles, locale),
    description: pick<string>(row.descriptions, locale),
    period_days: row.period_days,
    gems: row.gems,
    price_cents: row.price_cents,
    original_price_cents: row.original_price_cents,
    currency: row.currency,
    required_tier: row.required_tier,
    daily_limited: row.daily_limited === 1,
    benefits: pick<string[]>(row.benefits, locale),
  };
}

export function mountMembershipRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  const dailyDealId = SeedIds.products.dailyDeal;
  const claimed = (userId: string, type: 'daily' | 'monthly', period: string) =>
    Boolean(
      db.prepare('SELECT 1 FROM claims WHERE user_id = ? AND claim_type = ? AND period = ?').get(userId, type, period),
    );

  mountEndpoint(app, deps, getMembershipStatus, (_input, ctx) => {
    const { userId } = signedIn(ctx);
    const user = accountOf(db, userId);
    const tier = effectiveTier(user, ctx.now);
    const gemsTier = tier === 'none' ? 'standard' : tier;
    return {
      tier,
      is_member: tier !== 'none',
      expires_at_ms: tier === 'none' ? null : user.member_expires_at,
      daily_claim: { claimed_today: claimed(userId, 'daily', dayKey(ctx.now)), gems: claimGems.daily[gemsTier] },
      monthly_claim: {
        claimed_this_month: claimed(userId, 'monthly', monthKey(ctx.now)),
        gems: claimGems.monthly[gemsTier],
      },
      daily_deal: {
        bought_today: Boolean(
          db.prepare('SELECT 1 FROM daily_purchases WHERE user_id = ? AND day = ?').get(userId, dayKey(ctx.now)),
        ),
        product_id: dailyDealId,
      },
      server_time_ms: ctx.now,
      next_day_at_ms: startOfNextDay(ctx.now),
    };
  });

  mountEndpoint(app, deps, getMembershipPlans, (input, ctx) => {
    const userLocale = ctx.userId ? (findUser(db, ctx.userId)?.locale as ContractLocale | undefined) : undefined;
    // Stryker disable next-line StringLiteral: pick falls back to English for a language it does not have, and '' is none: the same English titles
    const locale = input.locale ?? userLocale ?? 'en';
    const rows = db.prepare('SELECT * FROM products ORDER BY sort').all() as ProductRow[];
    // The products table always holds the daily limited discount (seeded with the schema).
    const deal = rows.find((r) => r.daily_limited === 1) as ProductRow;
    return {
      plans: rows.filter((r) => r.kind === 'membership').map((r) => productView(r, locale)),
      daily_deal: {
        ...productView(deal, locale),
        discount_percent: Math.round((1 - deal.price_cents / deal.original_price_cents) * 100),
        ends_at_ms: startOfNextDay(ctx.now),
      },
    };
  });

  mountEndpoint(
    app,
    deps,
    claimMembershipReward,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      return db.transaction(() => {
        const tier = effectiveTier(accountOf(db, userId), ctx.now);
        if (tier === 'none')
          throw new ApiError(StatusCode.MembershipRequired, 'only members can claim; purchase available after upgrade');
        const period = input.claim_type === 'daily' ? dayKey(ctx.now) : monthKey(ctx.now);
        const gems = claimGems[input.claim_type][tier];
        // The primary key (user, type, period) is what makes a second claim impossible, however many race.
        const inserted = db
          .prepare(
            'INSERT OR IGNORE INTO claims (user_id, claim_type, period, gems, claimed_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(userId, input.claim_type, period, gems, ctx.now);
        if (inserted.changes === 0) {
          throw input.claim_type === 'daily'
            ? new ApiError(StatusCode.ClaimedToday, 'already claimed today; come back tomorrow')
            : new ApiError(StatusCode.ClaimedThisMonth, 'already claimed this month; come back next month');
        }
        const { expiresAt } = grantGems(db, userId, gems, `membership_${input.claim_type}`, ctx.now);
        return {
          claim_type: input.claim_type,
          gems,
          total_gems: gemTotal(db, userId, ctx.now),
          expires_at_ms: expiresAt,
        };
      })();
    },
    { idempotencyKey: 'idempotency_key' },
  );

  mountEndpoint(
    app,
    deps,
    createOrder,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const outcome = db.transaction(() => createPendingOrder(db, userId, input.product_id, ctx.now))();
      if (!outcome.ok) throw new ApiError(outcome.status, outcome.message);
      return { order: orderView(outcome.order) };
    },
    { idempotencyKey: 'idempotency_key' },
  );

  mountEndpoint(app, deps, getOrder, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const order = findOrder(db, input.order_id);
    if (!order || order.user_id !== userId)
      throw new ApiError(StatusCode.OrderNotFound, `order ${input.order_id} does not exist`);
    return { order: orderView(order) };
  });

  /** The caller's own order, or OrderNotFound (someone else's order is not told apart from none). */
  const ownOrder = (orderId: string, userId: string): OrderRow => {
    const order = findOrder(db, orderId);
    if (!order || order.user_id !== userId)
      throw new ApiError(StatusCode.OrderNotFound, `order ${orderId} does not exist`);
    return order;
  };

  mountEndpoint(
    app,
    deps,
    completeOrder,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const outcome = db.transaction(() => {
        ownOrder(input.order_id, userId);
        return settleOrder(db, input.order_id, input.outcome, ctx.now);
      })();
      if (!outcome.ok) throw new ApiError(outcome.status, outcome.message);
      return { order: orderView(outcome.order) };
    },
    { idempotencyKey: 'idempotency_key' },
  );

  mountEndpoint(
    app,
    deps,
    verifyReceipt,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const outcome = db.transaction(() => {
        const order = ownOrder(input.order_id, userId);
        // In production this is the call to Apple's or Google's server API; here the sandbox store's key.
        const purchase = readReceipt(deps.config.storeSandboxKey, input.receipt);
        if (!purchase) throw new ApiError(StatusCode.ReceiptInvalid, 'the receipt is not signed by the store');
        return redeemPurchase(db, order, purchase, ctx.now);
      })();
      if (!outcome.ok) throw new ApiError(outcome.status, outcome.message);
      return { order: orderView(outcome.order) };
    },
    { idempotencyKey: 'idempotency_key' },
  );
}
