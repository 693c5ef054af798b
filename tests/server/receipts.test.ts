// @vitest-environment node
/**
 * Store purchases are paid by a verified store receipt only: a page cannot mark an order paid, and a
 * receipt cannot be forged, reused, moved to another order or user, or used for another product. The
 * store's refund notification takes back what the purchase gave.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserStatus } from '../../src/api/contract/account';
import { StatusCode } from '../../src/api/contract/codes';
import { createOrder, getMembershipStatus, getOrder, MembershipPaths, verifyReceipt } from '../../src/api/contract/membership';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { dbFingerprint, loginAs, startInProcess, storeReceipt, transactionOf, type ApiClient } from './support';

let now = Date.parse('2026-05-14T12:00:00Z');
const DAY = 86_400_000;
const t = startInProcess({ now: () => now });
afterAll(() => t.close());
const client = (): ApiClient => t.newClient({ now: () => Math.floor(now / 1000) });
beforeEach(async () => {
  now = Date.parse('2026-05-14T12:00:00Z');
  await t.control.reset();
});
const products = SeedIds.products;

describe('a page cannot pay an order', () => {
  it('an anonymous account that creates an order and says "paid" gets nothing', async () => {
    const c = client();
    await loginAs(c, 'anonymous');
    const { order } = await c.call(createOrder, { product_id: products.proYearly });
    const answer = await c.raw(MembershipPaths.completeOrder, { order_id: order.order_id, outcome: 'paid' });
    expect(answer.baseResp?.status_code).toBe(StatusCode.InvalidParam);
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('pending');
    expect(await c.call(getUserStatus, {})).toMatchObject({ is_member: false, member_tier: 'none', member_expires_at_ms: null });
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
    const tampered = storeReceipt({ ...order, store_product_id: 'talkie.pro.yearly' }).split('.')[0] + '.' + genuine.split('.')[1];
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
    expect(await c.statusOf(verifyReceipt, { order_id: second.order_id, receipt })).toBe(StatusCode.ReceiptAlreadyRedeemed);
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
    expect(await thief.statusOf(verifyReceipt, { order_id: thiefsOrder.order_id, receipt: notYetRedeemed })).toBe(StatusCode.ReceiptOrderMismatch);
    // The owner still redeems it afterwards; then it is spent for everyone else.
    await owner.call(verifyReceipt, { order_id: ownersOrder.order_id, receipt: notYetRedeemed });
    expect(await thief.statusOf(verifyReceipt, { order_id: thiefsOrder.order_id, receipt: notYetRedeemed })).toBe(StatusCode.ReceiptAlreadyRedeemed);
    // Naming the owner's order instead does not help: it is not the thief's order.
    expect(await thief.statusOf(verifyReceipt, { order_id: ownersOrder.order_id, receipt: notYetRedeemed })).toBe(StatusCode.OrderNotFound);
    expect((await thief.call(getUserStatus, {})).member_tier).toBe('none');
  });

  it('a receipt for another product is refused: a cheap purchase does not pay a dear order', async () => {
    const c = client();
    await loginAs(c, 'viewer');
    const { order } = await c.call(createOrder, { product_id: products.proYearly });
    const receipt = storeReceipt(order, { product_id: 'talkie.standard.monthly' });
    expect(await c.statusOf(verifyReceipt, { order_id: order.order_id, receipt })).toBe(StatusCode.ReceiptProductMismatch);
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
    expect(await c.call(getMembershipStatus, {})).toMatchObject({ tier: 'standard', expires_at_ms: before.expires_at_ms });
    expect((await c.call(getOrder, { order_id: order.order_id })).order.status).toBe('refunded');
    // Told twice, the store's notification changes nothing more; the receipt cannot be redeemed again.
    expect((await t.control.storeNotification('refund', transactionOf(receipt))).already_revoked).toBe(true);
    expect(await c.call(getMembershipStatus, {})).toMatchObject({ tier: 'standard', expires_at_ms: before.expires_at_ms });
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
  });

  it('a notification about an unknown transaction is refused', async () => {
    await expect(t.control.storeNotification('refund', 'sandbox_nope')).rejects.toThrow(/no redeemed store transaction/);
  });
});
