import * as v from 'valibot';
import { MemberTierSchema } from './account';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, id, LocaleSchema, timestampMs } from './endpoint';
import { optionalIdempotencyKey } from './idempotency';

/**
 * Membership (Standard and Pro). Days and months are UTC calendar days and months.
 * Rules (status codes in codes.ts):
 * - claim daily: members only (MembershipRequired), once per day (ClaimedToday);
 * - claim monthly: members only, once per calendar month (ClaimedThisMonth);
 * - daily limited discount: needs at least its required tier (UpgradeRequired, 'purchase available after
 *   upgrade'), one paid purchase per day (BoughtToday); a pending order of the same product is reused;
 * - a Pro member cannot buy Standard (UpgradeRequired is not used for that: ProductUnavailable).
 */
export const MembershipPaths = {
  getStatus: `${API_PREFIX}/membership/get_status`,
  getPlans: `${API_PREFIX}/membership/get_plans`,
  claim: `${API_PREFIX}/membership/claim`,
  createOrder: `${API_PREFIX}/membership/create_order`,
  getOrder: `${API_PREFIX}/membership/get_order`,
  completeOrder: `${API_PREFIX}/membership/complete_order`,
  verifyReceipt: `${API_PREFIX}/membership/verify_receipt`,
} as const;

export const ClaimTypeSchema = v.picklist(['daily', 'monthly']);

export const MembershipStatusDataSchema = v.object({
  tier: MemberTierSchema,
  is_member: v.boolean(),
  expires_at_ms: v.nullable(timestampMs()),
  daily_claim: v.object({ claimed_today: v.boolean(), gems: v.number() }),
  monthly_claim: v.object({ claimed_this_month: v.boolean(), gems: v.number() }),
  daily_deal: v.object({ bought_today: v.boolean(), product_id: v.string() }),
  server_time_ms: timestampMs(),
  /** Start of the next UTC day: when daily claim and daily deal open again. */
  next_day_at_ms: timestampMs(),
});
export type MembershipStatusData = v.InferOutput<typeof MembershipStatusDataSchema>;

export const getMembershipStatus = defineEndpoint({
  path: MembershipPaths.getStatus,
  token: 'required',
  request: EmptyRequestSchema,
  data: MembershipStatusDataSchema,
});

export const ProductSchema = v.object({
  product_id: v.string(),
  /** The id the app store knows (getPriceFromStore); server prices are the fallback. */
  store_product_id: v.string(),
  kind: v.picklist(['membership', 'gems']),
  /** Membership products: the tier they give; gem products: null. */
  tier: v.nullable(v.picklist(['standard', 'pro'])),
  title: v.string(),
  description: v.string(),
  period_days: v.number(),
  gems: v.number(),
  price_cents: v.number(),
  original_price_cents: v.number(),
  currency: v.string(),
  /** Lowest tier allowed to buy it ('none': anyone). */
  required_tier: MemberTierSchema,
  /** The daily limited discount: one purchase per UTC day. */
  daily_limited: v.boolean(),
  benefits: v.array(v.string()),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const GetPlansRequestSchema = v.object({ locale: v.optional(LocaleSchema) });
export const PlansDataSchema = v.object({
  plans: v.array(ProductSchema),
  daily_deal: v.object({
    ...ProductSchema.entries,
    discount_percent: v.number(),
    /** End of today's offer (start of the next UTC day). */
    ends_at_ms: timestampMs(),
  }),
});
export type PlansData = v.InferOutput<typeof PlansDataSchema>;

export const getMembershipPlans = defineEndpoint({
  path: MembershipPaths.getPlans,
  token: 'optional',
  request: GetPlansRequestSchema,
  data: PlansDataSchema,
});

export const ClaimRequestSchema = v.object({ claim_type: ClaimTypeSchema, ...optionalIdempotencyKey });
export const ClaimDataSchema = v.object({
  claim_type: ClaimTypeSchema,
  gems: v.number(),
  total_gems: v.number(),
  /** SPEC §9: these gems expire 180 days after grant. */
  expires_at_ms: timestampMs(),
});

export const claimMembershipReward = defineEndpoint({
  path: MembershipPaths.claim,
  token: 'required',
  request: ClaimRequestSchema,
  data: ClaimDataSchema,
});

/** 'refunded': the store refunded or canceled the purchase after it was paid; what it gave was taken back. */
export const OrderStatusSchema = v.picklist(['pending', 'paid', 'canceled', 'refunded']);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;
export const OrderSchema = v.object({
  order_id: v.string(),
  product_id: v.string(),
  store_product_id: v.string(),
  status: OrderStatusSchema,
  amount_cents: v.number(),
  currency: v.string(),
  created_at_ms: timestampMs(),
  updated_at_ms: timestampMs(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const CreateOrderRequestSchema = v.object({ product_id: id(), ...optionalIdempotencyKey });
export const createOrder = defineEndpoint({
  path: MembershipPaths.createOrder,
  token: 'required',
  request: CreateOrderRequestSchema,
  data: v.object({ order: OrderSchema }),
});

/** For polling: the order's status moves from pending to paid or canceled. */
export const GetOrderRequestSchema = v.object({ order_id: id() });
export const getOrder = defineEndpoint({
  path: MembershipPaths.getOrder,
  token: 'required',
  request: GetOrderRequestSchema,
  data: v.object({ order: OrderSchema }),
});

/**
 * The page gives up on an order (the buyer closed the payment sheet). Only cancelling: an order becomes
 * paid through verify_receipt alone. Closed orders answer OrderClosed.
 */
export const CompleteOrderRequestSchema = v.object({
  order_id: id(),
  outcome: v.picklist(['canceled']),
  ...optionalIdempotencyKey,
});
export const completeOrder = defineEndpoint({
  path: MembershipPaths.completeOrder,
  token: 'required',
  request: CompleteOrderRequestSchema,
  data: v.object({ order: OrderSchema }),
});

/**
 * The store purchase's receipt (bridge purchaseDiamond's reply), verified by the server before it pays
 * the order and gives what was bought. Refusals: ReceiptInvalid (signature), ReceiptAlreadyRedeemed
 * (its transaction paid another order), ReceiptOrderMismatch (issued for another order or user),
 * ReceiptProductMismatch (another product), OrderNotFound, OrderClosed. The same receipt for the same
 * order again answers the paid order (safe to retry).
 */
export const VerifyReceiptRequestSchema = v.object({
  order_id: id(),
  receipt: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(8192)),
  ...optionalIdempotencyKey,
});
export const verifyReceipt = defineEndpoint({
  path: MembershipPaths.verifyReceipt,
  token: 'required',
  request: VerifyReceiptRequestSchema,
  data: v.object({ order: OrderSchema }),
});
