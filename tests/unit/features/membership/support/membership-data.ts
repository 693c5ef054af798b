/** Answers of the membership calls, shaped by the contract, for page tests. */
import type { MembershipStatusData, OrderStatus, PlansData, Product } from '@/api/contract/membership';

const NOW = Date.UTC(2025, 5, 10, 12);

export function statusData(
  overrides: Partial<MembershipStatusData> & {
    claimedToday?: boolean;
    claimedThisMonth?: boolean;
    boughtToday?: boolean;
  } = {},
): MembershipStatusData {
  const { claimedToday = false, claimedThisMonth = false, boughtToday = false, ...rest } = overrides;
  const tier = rest.tier ?? 'standard';
  return {
    tier,
    is_member: tier !== 'none',
    expires_at_ms: tier === 'none' ? null : Date.UTC(2025, 6, 10),
    daily_claim: { claimed_today: claimedToday, gems: tier === 'pro' ? 50 : 20 },
    monthly_claim: { claimed_this_month: claimedThisMonth, gems: tier === 'pro' ? 800 : 300 },
    daily_deal: { bought_today: boughtToday, product_id: 'daily_deal_gems' },
    server_time_ms: NOW,
    next_day_at_ms: Date.UTC(2025, 5, 11),
    ...rest,
  };
}

const plan = (id: string, tier: 'standard' | 'pro', days: number, cents: number, originalCents = cents): Product => ({
  product_id: id,
  store_product_id: `talkie.${id}`,
  kind: 'membership',
  tier,
  title: `${tier === 'pro' ? 'Pro' : 'Standard'} ${days > 31 ? 'yearly' : 'monthly'}`,
  description: 'Membership',
  period_days: days,
  gems: 0,
  price_cents: cents,
  original_price_cents: originalCents,
  currency: 'USD',
  required_tier: 'none',
  daily_limited: false,
  benefits: tier === 'pro' ? ['Unlimited chats', 'Pro badge'] : ['More chats', 'Standard badge'],
});

export function plansData(): PlansData {
  return {
    plans: [
      plan('standard_monthly', 'standard', 30, 999),
      plan('pro_monthly', 'pro', 30, 1999),
      plan('standard_yearly', 'standard', 365, 7999, 11988),
    ],
    daily_deal: {
      product_id: 'daily_deal_gems',
      store_product_id: 'talkie.gems.daily_deal',
      kind: 'gems',
      tier: null,
      title: 'Daily limited discount',
      description: '600 gems at half price',
      period_days: 0,
      gems: 600,
      price_cents: 299,
      original_price_cents: 599,
      currency: 'USD',
      required_tier: 'standard',
      daily_limited: true,
      benefits: [],
      discount_percent: 50,
      ends_at_ms: Date.UTC(2025, 5, 11),
    },
  };
}

export function orderData(status: OrderStatus, orderId = 'ord_1') {
  return {
    order: {
      order_id: orderId,
      product_id: 'daily_deal_gems',
      store_product_id: 'talkie.gems.daily_deal',
      status,
      amount_cents: 299,
      currency: 'USD',
      created_at_ms: NOW,
      updated_at_ms: NOW,
    },
  };
}
