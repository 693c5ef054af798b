import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserStatus } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import {
  claimMembershipReward,
  completeOrder,
  createOrder,
  getMembershipPlans,
  getMembershipStatus,
  getOrder,
  MembershipPaths,
  verifyReceipt,
} from '../../src/api/contract/membership';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import {
  dbFingerprint,
  loginAs,
  startInProcess,
  storeReceipt,
  transactionOf,
  type ApiClient,
  type SeedAccount,
} from './support';

// A fixed clock in the middle of a UTC day: day and month boundaries are crossed on purpose below.
let now = Date.parse('2026-05-14T12:00:00Z');
const DAY = 86_400_000;
// Long-lived tokens: these tests jump days ahead on one login.
const t = startInProcess({ now: () => now, config: { authTokenTtlSeconds: 365 * 86_400 } });
afterAll(() => t.close());

const client = (): ApiClient => t.newClient({ now: () => Math.floor(now / 1000) });
beforeEach(async () => {
  now = Date.parse('2026-05-14T12:00:00Z');
  await t.control.reset();
});

const products = SeedIds.products;

describe('plans', () => {
  it('lists Standard and Pro with prices and the daily limited discount, in the asked language', async () => {
    const plans = await client().call(getMembershipPlans, { locale: 'ja' });
    expect(plans.plans.map((p) => p.tier)).toEqual(['standard', 'pro', 'standard', 'pro']);
    expect(plans.plans[0]).toMatchObject({ title: 'スタンダード', price_cents: 999, currency: 'USD' });
    expect(plans.daily_deal).toMatchObject({
      product_id: products.dailyDeal,
      discount_percent: 50,
      daily_limited: true,
      required_tier: 'standard',
    });
    expect(plans.daily_deal.ends_at_ms).toBe(Date.parse('2026-05-15T00:00:00Z'));
  });
});

describe('daily and monthly claims', () => {
  it('a member claims once a day: claimed today until the next UTC day', async () => {
    const c = client();
    await loginAs(c, 'standardMember');
    const first = await c.call(claimMembershipReward, { claim_type: 'daily' });
    expect(first).toMatchObject({ claim_type: 'daily', gems: 20 });
    expect(first.expires_at_ms).toBe(now + 180 * DAY);
    expect(await c.statusOf(claimMembershipReward, { claim_type: 'daily' })).toBe(StatusCode.ClaimedToday);
    expect((await c.call(getMembershipStatus, {})).daily_claim.claimed_today).toBe(true);

    now = Date.parse('2026-05-15T00:00:01Z');
    expect((await c.call(getMembershipStatus, {})).daily_claim.claimed_today).toBe(false);
    expect((await c.call(claimMembershipReward, { claim_type: 'daily' })).total_gems).toBe(first.total_gems + 20);
  });

  it('a member claims the monthly bonus once per calendar month', async () => {
    const c = client();
    await loginAs(c, 'proMember');
    expect((await c.call(claimMembershipReward, { claim_type: 'monthly' })).gems).toBe(800);
    now = Date.parse('2026-05-31T23:00:00Z');
    expect(await c.statusOf(claimMembershipReward, { claim_type: 'monthly' })).toBe(StatusCode.ClaimedThisMonth);
  });

  it('a non-member cannot claim', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    expect(await c.statusOf(claimMembershipReward, { claim_type: 'daily' })).toBe(StatusCode.MembershipRequired);
  });

  it('a lapsed membership is no membership', async () => {
    const c = client();
    await loginAs(c, 'standardMember');
    expect((await c.call(getMembershipStatus, {})).tier).toBe('standard');
    now += 21 * DAY;
    expect((await c.call(getMembershipStatus, {})).tier).toBe('none');
    expect(await c.statusOf(claimMembershipReward, { claim_type: 'daily' })).toBe(StatusCode.MembershipRequired);
  });
});

describe('orders', () => {
  it('a purchase with the store receipt moves from pending to paid and makes the buyer a member', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const { order } = await c.call(createOrder, { product_id: products.proMonthly });
    expect(order).toMatchObject({ status: 'pending', amount_cents: 1999, store_product_id: 'talkie.pro.monthly' });
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('pending');
    expect((await c.call(verifyReceipt, { order_id: order.order_id, receipt: storeReceipt(order) })).order.status).toBe(
      'paid',
    );
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('paid');
    const status = await c.call(getUserStatus, {});
    expect(status).toMatchObject({ is_member: true, member_tier: 'pro', member_expires_at_ms: now + 30 * DAY });
    expect(await c.statusOf(completeOrder, { order_id: order.order_id, outcome: 'canceled' })).toBe(
      StatusCode.OrderClosed,
    );
  });

  it('a canceled purchase gives nothing', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const { order } = await c.call(createOrder, { product_id: products.standardMonthly });
    await c.call(completeOrder, { order_id: order.order_id, outcome: 'canceled' });
    expect((await c.call(getMembershipStatus, {})).tier).toBe('none');
  });

  it('the test control can settle an order, as the store callback would', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const { order } = await c.call(createOrder, { product_id: products.standardMonthly });
    await t.control.setOrderStatus(order.order_id, 'paid');
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('paid');
    expect((await c.call(getMembershipStatus, {})).tier).toBe('standard');
  });

  it('renewing the same tier extends it', async () => {
    const c = client();
    await loginAs(c, 'standardMember');
    const before = (await c.call(getMembershipStatus, {})).expires_at_ms ?? 0;
    const { order } = await c.call(createOrder, { product_id: products.standardMonthly });
    await c.call(verifyReceipt, { order_id: order.order_id, receipt: storeReceipt(order) });
    expect((await c.call(getMembershipStatus, {})).expires_at_ms).toBe(before + 30 * DAY);
  });

  it('a Pro member cannot buy Standard', async () => {
    const c = client();
    await loginAs(c, 'proMember');
    expect(await c.statusOf(createOrder, { product_id: products.standardMonthly })).toBe(StatusCode.ProductUnavailable);
    expect(await c.statusOf(createOrder, { product_id: 'nope' })).toBe(StatusCode.ProductUnavailable);
  });

  it("someone else's order is not found", async () => {
    const a = client();
    await loginAs(a, 'viewer');
    const { order } = await a.call(createOrder, { product_id: products.standardMonthly });
    const b = client();
    await loginAs(b, 'proMember');
    expect(await b.statusOf(getOrder, { order_id: order.order_id })).toBe(StatusCode.OrderNotFound);
    expect(await b.statusOf(completeOrder, { order_id: order.order_id, outcome: 'canceled' })).toBe(
      StatusCode.OrderNotFound,
    );
    expect(await b.statusOf(verifyReceipt, { order_id: order.order_id, receipt: storeReceipt(order) })).toBe(
      StatusCode.OrderNotFound,
    );
  });
});

describe('daily limited discount', () => {
  it('needs a membership first: purchase available after upgrade', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    expect(await c.statusOf(createOrder, { product_id: products.dailyDeal })).toBe(StatusCode.UpgradeRequired);
  });

  it('can be bought once a day; a pending order is reused; the gems arrive', async () => {
    const c = client();
    await loginAs(c, 'standardMember');
    const gemsBefore = (await c.call(getGemBalance, {})).total_gems;
    const first = (await c.call(createOrder, { product_id: products.dailyDeal })).order;
    const again = (await c.call(createOrder, { product_id: products.dailyDeal })).order;
    expect(again.order_id).toBe(first.order_id);
    await c.call(verifyReceipt, { order_id: first.order_id, receipt: storeReceipt(first) });
    expect((await c.call(getGemBalance, {})).total_gems).toBe(gemsBefore + 600);
    expect((await c.call(getMembershipStatus, {})).daily_deal.bought_today).toBe(true);
    expect(await c.statusOf(createOrder, { product_id: products.dailyDeal })).toBe(StatusCode.BoughtToday);

    now += DAY;
    expect((await c.call(createOrder, { product_id: products.dailyDeal })).order.status).toBe('pending');
  });
});

describe('gem balance', () => {
  it('counts only gems younger than 180 days and marks the expired ones', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const balance = await c.call(getGemBalance, {});
    // Seed: 120 (10 days old), 80 (179 days old), 200 (200 days old, expired).
    expect(balance.total_gems).toBe(200);
    expect(balance.expiry_days).toBe(180);
    expect(balance.grants.map((g) => [g.amount, g.expired])).toEqual([
      [120, false],
      [80, false],
      [200, true],
    ]);
    now += 2 * DAY;
    expect((await c.call(getGemBalance, {})).total_gems).toBe(120);
  });
});

// Store purchases are paid by a verified store receipt only: a page cannot mark an order paid, and a
// receipt cannot be forged, reused, moved to another order or user, or used for another product. The
// store's refund notification takes back what the purchase gave.
describe('a page cannot pay an order', () => {
  it('an anonymous account that creates an order and says "paid" gets nothing', async () => {
    const c = client();
    await loginAs(c, 'anonymous');
    const { order } = await c.call(createOrder, { product_id: products.proYearly });
    const answer = await c.raw(MembershipPaths.completeOrder, { order_id: order.order_id, outcome: 'paid' });
    expect(answer.baseResp?.status_code).toBe(StatusCode.InvalidParam);
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('pending');
    expect(await c.call(getUserStatus, {})).toMatchObject({
      is_member: false,
      member_tier: 'none',
      member_expires_at_ms: null,
    });
  });
});

describe('membership/verify_receipt', () => {
  it('a forged or garbled receipt is refused and changes nothing', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const { order } = await c.call(createOrder, { product_id: products.proMonthly });
    const before = dbFingerprint(t.api);
    const forged = storeReceipt(order, {}, 'a key the attacker guessed');
    const genuine = storeReceipt(order);
    const tampered =
      storeReceipt({ ...order, store_product_id: 'talkie.pro.yearly' }).split('.')[0] + '.' + genuine.split('.')[1];
    for (const receipt of [forged, tampered, 'not a receipt', `${genuine}.extra`, genuine.slice(0, -2)]) {
      expect(await c.statusOf(verifyReceipt, { order_id: order.order_id, receipt })).toBe(StatusCode.ReceiptInvalid);
    }
    expect(dbFingerprint(t.api)).toBe(before);
    expect((await c.call(getMembershipStatus, {})).tier).toBe('none');
  });

  it('a receipt pays its order once: used again for a second order of the same user it is refused', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const first = (await c.call(createOrder, { product_id: products.standardMonthly })).order;
    const receipt = storeReceipt(first);
    await c.call(verifyReceipt, { order_id: first.order_id, receipt });
    const expiry = (await c.call(getMembershipStatus, {})).expires_at_ms;
    expect(expiry).toBe(now + 30 * DAY);

    const second = (await c.call(createOrder, { product_id: products.standardMonthly })).order;
    expect(await c.statusOf(verifyReceipt, { order_id: second.order_id, receipt })).toBe(
      StatusCode.ReceiptAlreadyRedeemed,
    );
    expect((await c.call(getOrder, { order_id: second.order_id })).order.status).toBe('pending');
    expect((await c.call(getMembershipStatus, {})).expires_at_ms).toBe(expiry);
  });

  it("another user cannot use someone's receipt, redeemed or not", async () => {
    const owner = client();
    await loginAs(owner, 'viewer');
    const thief = client();
    await loginAs(thief, 'anonymous');
    const ownersOrder = (await owner.call(createOrder, { product_id: products.proYearly })).order;
    const thiefsOrder = (await thief.call(createOrder, { product_id: products.proYearly })).order;

    const notYetRedeemed = storeReceipt(ownersOrder);
    expect(await thief.statusOf(verifyReceipt, { order_id: thiefsOrder.order_id, receipt: notYetRedeemed })).toBe(
      StatusCode.ReceiptOrderMismatch,
    );
    // The owner still redeems it afterwards; then it is spent for everyone else.
    await owner.call(verifyReceipt, { order_id: ownersOrder.order_id, receipt: notYetRedeemed });
    expect(await thief.statusOf(verifyReceipt, { order_id: thiefsOrder.order_id, receipt: notYetRedeemed })).toBe(
      StatusCode.ReceiptAlreadyRedeemed,
    );
    // Naming the owner's order instead does not help: it is not the thief's order.
    expect(await thief.statusOf(verifyReceipt, { order_id: ownersOrder.order_id, receipt: notYetRedeemed })).toBe(
      StatusCode.OrderNotFound,
    );
    expect((await thief.call(getUserStatus, {})).member_tier).toBe('none');
  });

  it('a receipt for another product is refused: a cheap purchase does not pay a dear order', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const { order } = await c.call(createOrder, { product_id: products.proYearly });
    const receipt = storeReceipt(order, { product_id: 'talkie.standard.monthly' });
    expect(await c.statusOf(verifyReceipt, { order_id: order.order_id, receipt })).toBe(
      StatusCode.ReceiptProductMismatch,
    );
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('pending');
    expect((await c.call(getMembershipStatus, {})).tier).toBe('none');
  });

  it('the same receipt for the same order again answers the paid order (a retry), granting nothing more', async () => {
    const c = client();
    await loginAs(c, 'standardMember');
    const gems = (await c.call(getGemBalance, {})).total_gems;
    const { order } = await c.call(createOrder, { product_id: products.dailyDeal });
    const receipt = storeReceipt(order);
    const first = await c.call(verifyReceipt, { order_id: order.order_id, receipt });
    const again = await c.call(verifyReceipt, { order_id: order.order_id, receipt });
    expect(again.order).toEqual(first.order);
    expect(again.order.status).toBe('paid');
    expect((await c.call(getGemBalance, {})).total_gems).toBe(gems + 600);
  });
});

describe("the store's refund and cancel notifications", () => {
  it('a refunded membership purchase is taken back: tier and expiry as before, order refunded', async () => {
    const c = client();
    await loginAs(c, 'standardMember');
    const before = await c.call(getMembershipStatus, {});
    const { order } = await c.call(createOrder, { product_id: products.proYearly });
    const receipt = storeReceipt(order);
    await c.call(verifyReceipt, { order_id: order.order_id, receipt });
    expect(await c.call(getMembershipStatus, {})).toMatchObject({ tier: 'pro', expires_at_ms: now + 365 * DAY });

    const notified = await t.control.storeNotification('refund', transactionOf(receipt));
    expect(notified).toMatchObject({ order: { status: 'refunded' }, already_revoked: false });
    expect(await c.call(getMembershipStatus, {})).toMatchObject({
      tier: 'standard',
      expires_at_ms: before.expires_at_ms,
    });
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('refunded');
    // Told twice, the store's notification changes nothing more; the receipt cannot be redeemed again.
    expect((await t.control.storeNotification('refund', transactionOf(receipt))).already_revoked).toBe(true);
    expect(await c.call(getMembershipStatus, {})).toMatchObject({
      tier: 'standard',
      expires_at_ms: before.expires_at_ms,
    });
    const retry = await c.call(verifyReceipt, { order_id: order.order_id, receipt });
    expect(retry.order.status).toBe('refunded');
    expect((await c.call(getMembershipStatus, {})).tier).toBe('standard');
  });

  it('a canceled gem purchase removes its gems; a renewal bought after it keeps its own month', async () => {
    const c = client();
    await loginAs(c, 'standardMember');
    const gems = (await c.call(getGemBalance, {})).total_gems;
    const deal = (await c.call(createOrder, { product_id: products.dailyDeal })).order;
    const dealReceipt = storeReceipt(deal);
    await c.call(verifyReceipt, { order_id: deal.order_id, receipt: dealReceipt });
    expect((await c.call(getGemBalance, {})).total_gems).toBe(gems + 600);

    const expiry = (await c.call(getMembershipStatus, {})).expires_at_ms ?? 0;
    const first = (await c.call(createOrder, { product_id: products.standardMonthly })).order;
    const firstReceipt = storeReceipt(first);
    await c.call(verifyReceipt, { order_id: first.order_id, receipt: firstReceipt });
    const second = (await c.call(createOrder, { product_id: products.standardMonthly })).order;
    await c.call(verifyReceipt, { order_id: second.order_id, receipt: storeReceipt(second) });
    expect((await c.call(getMembershipStatus, {})).expires_at_ms).toBe(expiry + 60 * DAY);

    await t.control.storeNotification('cancel', transactionOf(dealReceipt));
    await t.control.storeNotification('refund', transactionOf(firstReceipt));
    expect((await c.call(getGemBalance, {})).total_gems).toBe(gems);
    expect(await c.call(getMembershipStatus, {})).toMatchObject({ tier: 'standard', expires_at_ms: expiry + 30 * DAY });
    expect((await c.call(getOrder, { order_id: deal.order_id })).order.status).toBe('refunded');
    // The store transaction's own row records which notification took it back.
    const storedStatus = (receipt: typeof dealReceipt) =>
      t.api.deps.db
        .prepare('SELECT status FROM store_transactions WHERE transaction_id = ?')
        .get(transactionOf(receipt));
    expect(storedStatus(dealReceipt)).toEqual({ status: 'canceled' });
    expect(storedStatus(firstReceipt)).toEqual({ status: 'refunded' });
  });

  it('a notification about an unknown transaction is refused', async () => {
    await expect(t.control.storeNotification('refund', 'sandbox_nope')).rejects.toThrow(
      /no redeemed store transaction/,
    );
  });
});

// Edges, as the page and the store's callback see them.
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
    expect(await c.call(getMembershipStatus, {})).toMatchObject({
      tier: 'none',
      is_member: false,
      expires_at_ms: null,
    });
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
    expect(made.sort()).toEqual([
      ['membership_daily', 50],
      ['membership_monthly', 800],
      ['purchase', 600],
    ]);
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
    t.api.fetch(
      new Request(`http://localhost/__control/orders/${orderId}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      }),
    );

  it('answers 404 for an order that does not exist', async () => {
    expect((await settle('ord_0000000000000000', 'paid')).status).toBe(404);
  });

  it('settling an order to the state it has changes nothing, not even its update time', async () => {
    const c = await as('viewer');
    const { order } = await c.call(createOrder, { product_id: products.standardMonthly });
    now += 60_000;
    expect((await settle(order.order_id, 'pending')).status).toBe(200);
    expect((await c.call(getOrder, { order_id: order.order_id })).order).toMatchObject({
      status: 'pending',
      updated_at_ms: order.created_at_ms,
    });
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
    expect(await c.statusOf(verifyReceipt, { order_id: yesterday.order_id, receipt: storeReceipt(yesterday) })).toBe(
      StatusCode.BoughtToday,
    );
    expect((await c.call(getOrder, { order_id: yesterday.order_id })).order.status).toBe('canceled');
    expect((await c.call(getGemBalance, {})).total_gems).toBe(gems);
  });
});
