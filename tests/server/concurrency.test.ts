/** Business rules hold when many requests race, over real HTTP on a loopback port. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserStatus, login, refreshAuthToken } from '../../src/api/contract/account';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import { StatusCode } from '../../src/api/contract/codes';
import { bindInviteCode, claimInvitationReward, getInvitationInfo } from '../../src/api/contract/invitation';
import {
  createClone,
  getCloneQuota,
  getSubscriptionSettings,
  saveSubscriptionSettings,
} from '../../src/api/contract/creator';
import {
  claimMembershipReward,
  createOrder,
  getMembershipStatus,
  getOrder,
  verifyReceipt,
} from '../../src/api/contract/membership';
import { getGemBalance } from '../../src/api/contract/user';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, loginWithPhone, startListening, storeReceipt, type TestApi } from './support';

let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('50 parallel requests', () => {
  it('50 saves of a new price level at different prices: one price is set, the others are refused as unmodifiable', async () => {
    await loginAs(t.client, 'creator');
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.client.statusOf(saveSubscriptionSettings, {
          benefits: `Letters ${i}`,
          levels: [
            { level: 1, price_gems: 100 },
            { level: 2, price_gems: 200 + i },
          ],
        }),
      ),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, CreatorStatusCode.PriceUnmodifiable)).toBe(49);
    const winner = codes.indexOf(StatusCode.Success);
    expect((await t.client.call(getSubscriptionSettings, {})).settings.levels).toEqual([
      { level: 1, price_gems: 100 },
      { level: 2, price_gems: 200 + winner },
    ]);
  });

  it('50 clone creations at once stop at the weekly limit of 3', async () => {
    await loginAs(t.client, 'viewer');
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.client.statusOf(createClone, {
          request_id: `race-${i}`,
          name: `Clone ${i}`,
          persona: 'Calm.',
          greeting: 'Hello.',
          image_urls: [],
        }),
      ),
    );
    expect(count(codes, StatusCode.Success)).toBe(3);
    expect(count(codes, CreatorStatusCode.CreateLimitExceeded)).toBe(47);
    expect((await t.client.call(getCloneQuota, {})).quota.used).toBe(3);
  });

  it('a daily claim succeeds exactly once; the gems are granted once', async () => {
    await loginAs(t.client, 'standardMember');
    const before = (await t.client.call(getGemBalance, {})).total_gems;
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => t.client.statusOf(claimMembershipReward, { claim_type: 'daily' })),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, StatusCode.ClaimedToday)).toBe(49);
    expect((await t.client.call(getGemBalance, {})).total_gems).toBe(before + 20);
  });

  it('a monthly claim succeeds exactly once', async () => {
    await loginAs(t.client, 'proMember');
    const before = (await t.client.call(getGemBalance, {})).total_gems;
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => t.client.statusOf(claimMembershipReward, { claim_type: 'monthly' })),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, StatusCode.ClaimedThisMonth)).toBe(49);
    expect((await t.client.call(getGemBalance, {})).total_gems).toBe(before + 800);
  });

  it('binding codes succeeds exactly once, with one welcome reward', async () => {
    // A new real-name account: only such a friend gets a welcome reward.
    await loginWithPhone(t.client, '+12015200001');
    const welcomeBefore = (await t.client.call(getInvitationInfo, {})).rewards.filter(
      (r) => r.kind === 'welcome',
    ).length;
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.client.statusOf(bindInviteCode, {
          invite_code: i % 2 ? SeedIds.inviteCodes.creator.en : SeedIds.inviteCodes.creator.ja,
        }),
      ),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, StatusCode.InviteAlreadyBound)).toBe(49);
    const welcomeAfter = (await t.client.call(getInvitationInfo, {})).rewards.filter(
      (r) => r.kind === 'welcome',
    ).length;
    expect(welcomeAfter).toBe(welcomeBefore + 1);
  });

  it('a reward is received exactly once', async () => {
    await loginAs(t.client, 'viewer');
    const codes = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.client.statusOf(claimInvitationReward, { reward_id: SeedIds.rewards.receivable }),
      ),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, StatusCode.RewardAlreadyReceived)).toBe(49);
  });

  it('the daily limited discount is paid at most once a day', async () => {
    await loginAs(t.client, 'standardMember');
    const orders = await Promise.all(
      Array.from({ length: 50 }, () => t.client.call(createOrder, { product_id: SeedIds.products.dailyDeal })),
    );
    expect(new Set(orders.map((o) => o.order.order_id)).size).toBe(1);
    const orderId = orders[0]?.order.order_id ?? '';
    const order = orders[0]?.order ?? { order_id: orderId, store_product_id: '' };
    // 50 store purchases (50 transactions) for the one order: one pays it, the others find it closed.
    const codes = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.client.statusOf(verifyReceipt, { order_id: orderId, receipt: storeReceipt(order) }),
      ),
    );
    expect(count(codes, StatusCode.Success)).toBe(1);
    expect(count(codes, StatusCode.OrderClosed)).toBe(49);
  });

  it('one store receipt verified 50 times at once grants its purchase once', async () => {
    await loginAs(t.client, 'viewer');
    const gemsBefore = (await t.client.call(getGemBalance, {})).total_gems;
    const { order } = await t.client.call(createOrder, { product_id: SeedIds.products.proYearly });
    const receipt = storeReceipt(order);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.client.call(verifyReceipt, { order_id: order.order_id, receipt })),
    );
    // Every verification answers the one paid order (retries of one purchase are not errors)...
    expect(new Set(answers.map((a) => `${a.order.order_id}:${a.order.status}`))).toEqual(
      new Set([`${order.order_id}:paid`]),
    );
    const paid = (await t.client.call(getOrder, { order_id: order.order_id })).order;
    expect(paid.status).toBe('paid');
    // ...and the year of Pro was given once: it ends 365 days after the payment, not 50 years later.
    const status = await t.client.call(getMembershipStatus, {});
    expect(status.tier).toBe('pro');
    expect(status.expires_at_ms).toBe(paid.updated_at_ms + 365 * 86_400_000);
    expect((await t.client.call(getGemBalance, {})).total_gems).toBe(gemsBefore);
  });

  it('anonymous logins of one device make one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.client.call(login, { login_type: 5, device_info: { uuid: 'racing-device', os: 3 } }),
      ),
    );
    expect(new Set(answers.map((a) => a.user_id)).size).toBe(1);
    expect(answers.filter((a) => a.is_new_user)).toHaveLength(1);
  });
});

describe('50 parallel refreshes of one refresh token (two tabs, retries)', () => {
  it('all 50 get the same new pair; it works; reuse after the 10 s window revokes the family', async () => {
    const first = await t.client.call(login, { login_type: 5, device_info: { uuid: 'refreshing-device', os: 3 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.client.call(refreshAuthToken, { refresh_token: first.refresh_token })),
    );

    const pairs = new Set(answers.map((a) => `${a.auth_token} ${a.refresh_token}`));
    expect(pairs.size).toBe(1);
    const [pair] = answers;
    if (!pair) throw new Error('no answer');
    expect(pair.auth_token).not.toBe(first.auth_token);
    expect(answers.every((a) => a.user_id === first.user_id)).toBe(true);
    expect((await t.client.call(getUserStatus, {}, { token: pair.auth_token })).user_id).toBe(first.user_id);

    await t.control.setClockOffset(10_000);
    expect(await t.client.statusOf(refreshAuthToken, { refresh_token: first.refresh_token })).toBe(
      StatusCode.RefreshTokenInvalid,
    );
    expect(await t.client.statusOf(getUserStatus, {}, { token: pair.auth_token })).toBe(StatusCode.TokenRevoked);
    expect(await t.client.statusOf(refreshAuthToken, { refresh_token: pair.refresh_token })).toBe(
      StatusCode.RefreshTokenInvalid,
    );
  });

  it('a retry after a lost answer gets the pair the lost answer carried and stays logged in', async () => {
    const first = await t.client.call(login, { login_type: 5, device_info: { uuid: 'lossy-device', os: 3 } });
    const path = '/weaver/api/v1/account/refresh_auth_token';
    await t.control.addFault({ path, kind: 'drop', phase: 'after', count: 1 });

    await expect(t.client.call(refreshAuthToken, { refresh_token: first.refresh_token })).rejects.toThrow();
    const retried = await t.client.call(refreshAuthToken, { refresh_token: first.refresh_token });

    // The lost call did rotate the token: the retry is a repeat, answered with that same pair.
    const log = await t.control.requests(path);
    expect(log.map((r) => [r.fault, r.status_code])).toEqual([
      ['drop', StatusCode.Success],
      [null, StatusCode.Success],
    ]);
    expect(await t.client.call(refreshAuthToken, { refresh_token: first.refresh_token })).toEqual(retried);
    expect((await t.client.call(getUserStatus, {}, { token: retried.auth_token })).user_id).toBe(first.user_id);
    expect((await t.client.call(refreshAuthToken, { refresh_token: retried.refresh_token })).user_id).toBe(
      first.user_id,
    );
  });
});
