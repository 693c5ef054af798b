// @vitest-environment node
/**
 * Membership and orders at their edges, as the page and the store's callback see them: the status of
 * a non-member, a member and a lapsed member; what each purchase and claim adds to the gem record; an
 * order settled to the state it already has; and the daily discount paid through two orders.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimMembershipReward,
  createOrder,
  getMembershipPlans,
  getMembershipStatus,
  getOrder,
  verifyReceipt,
} from '../../src/api/contract/membership';
import { StatusCode } from '../../src/api/contract/codes';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess, storeReceipt, type ApiClient, type SeedAccount } from './support';

// Mid-day UTC; long-lived tokens, as these tests move the clock on one login.
let now = Date.parse('2026-05-14T12:00:00Z');
const DAY = 86_400_000;
const t = startInProcess({ now: () => now, config: { authTokenTtlSeconds: 365 * 86_400 } });
afterAll(() => t.close());
beforeEach(async () => {
  now = Date.parse('2026-05-14T12:00:00Z');
  await t.control.reset();
});

const products = SeedIds.products;
async function as(who: SeedAccount): Promise<ApiClient> {
  const c = t.newClient({ now: () => Math.floor(now / 1000) });
  await loginAs(c, who);
  return c;
}
const grantsOf = async (c: ApiClient) => (await c.call(getGemBalance, {})).grants;

describe('membership status', () => {
  it('a non-member is no member, with no expiry, and is shown the Standard claim sizes (20 a day, 300 a month)', async () => {
    expect(await (await as('viewer')).call(getMembershipStatus, {})).toMatchObject({
      tier: 'none',
      is_member: false,
      expires_at_ms: null,
      daily_claim: { claimed_today: false, gems: 20 },
      monthly_claim: { claimed_this_month: false, gems: 300 },
    });
  });

  it('a Pro member is a member until its expiry and claims the Pro sizes (50 a day, 800 a month)', async () => {
    expect(await (await as('proMember')).call(getMembershipStatus, {})).toMatchObject({
      tier: 'pro',
      is_member: true,
      expires_at_ms: now + 200 * DAY,
      daily_claim: { gems: 50 },
      monthly_claim: { gems: 800 },
    });
  });

  it('a lapsed member is no member and shows no expiry', async () => {
    const c = await as('standardMember');
    now += 21 * DAY;
    expect(await c.call(getMembershipStatus, {})).toMatchObject({ tier: 'none', is_member: false, expires_at_ms: null });
  });

  it('after the monthly claim, says claimed this month and not claimed today', async () => {
    const c = await as('proMember');
    await c.call(claimMembershipReward, { claim_type: 'monthly' });
    const status = await c.call(getMembershipStatus, {});
    expect([status.monthly_claim.claimed_this_month, status.daily_claim.claimed_today]).toEqual([true, false]);
  });
});

describe('plans', () => {
  it('only the daily discount is daily limited', async () => {
    const plans = await (await as('viewer')).call(getMembershipPlans, {});
    expect(plans.plans.map((p) => p.daily_limited)).toEqual([false, false, false, false]);
    expect(plans.daily_deal.daily_limited).toBe(true);
  });
});

describe('what the gem record shows', () => {
  it('claims and the daily discount each as their own source', async () => {
    const c = await as('proMember');
    await c.call(claimMembershipReward, { claim_type: 'daily' });
    await c.call(claimMembershipReward, { claim_type: 'monthly' });
    const { order } = await c.call(createOrder, { product_id: products.dailyDeal });
    await c.call(verifyReceipt, { order_id: order.order_id, receipt: storeReceipt(order) });
    const made = (await grantsOf(c)).filter((g) => g.granted_at_ms === now).map((g) => [g.source, g.amount]);
    expect(made.sort()).toEqual([['membership_daily', 50], ['membership_monthly', 800], ['purchase', 600]]);
  });

  it('a membership purchase adds no gem grant', async () => {
    const c = await as('viewer');
    const before = await grantsOf(c);
    const { order } = await c.call(createOrder, { product_id: products.proMonthly });
    await c.call(verifyReceipt, { order_id: order.order_id, receipt: storeReceipt(order) });
    expect(await grantsOf(c)).toEqual(before);
  });
});

describe("the store's callback (control API) settling orders", () => {
  const settle = (orderId: string, status: string) =>
    t.api.fetch(new Request(`http://localhost/__control/orders/${orderId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    }));

  it('answers 404 for an order that does not exist', async () => {
    expect((await settle('ord_0000000000000000', 'paid')).status).toBe(404);
  });

  it('settling an order to the state it has changes nothing, not even its update time', async () => {
    const c = await as('viewer');
    const { order } = await c.call(createOrder, { product_id: products.standardMonthly });
    now += 60_000;
    expect((await settle(order.order_id, 'pending')).status).toBe(200);
    expect((await c.call(getOrder, { order_id: order.order_id })).order).toMatchObject({ status: 'pending', updated_at_ms: order.created_at_ms });
  });
});

describe('the daily discount paid through two orders', () => {
  it("yesterday's pending order paid after today's is refused as bought today, canceled, and gives nothing", async () => {
    const c = await as('standardMember');
    const yesterday = (await c.call(createOrder, { product_id: products.dailyDeal })).order;
    now += DAY;
    const today = (await c.call(createOrder, { product_id: products.dailyDeal })).order;
    expect(today.order_id).not.toBe(yesterday.order_id);
    await c.call(verifyReceipt, { order_id: today.order_id, receipt: storeReceipt(today) });
    const gems = (await c.call(getGemBalance, {})).total_gems;
    expect(await c.statusOf(verifyReceipt, { order_id: yesterday.order_id, receipt: storeReceipt(yesterday) })).toBe(StatusCode.BoughtToday);
    expect((await c.call(getOrder, { order_id: yesterday.order_id })).order.status).toBe('canceled');
    expect((await c.call(getGemBalance, {})).total_gems).toBe(gems);
  });
});
