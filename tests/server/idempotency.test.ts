/**
 * Nothing sent twice: every writing call that a page may retry carries an idempotency key (or request
 * id). The same key with the same body is one record and answers the first answer, however the first
 * answer was lost; the same key with another body is refused; a new key is a new intent.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claimEasterEgg,
  claimSummerTask,
  getEasterEgg,
  spinWheel,
  submitPrizeContact,
} from '../../src/api/contract/campaign';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import { StatusCode } from '../../src/api/contract/codes';
import { createClone, saveSubscriptionSettings, uploadCreatorImage } from '../../src/api/contract/creator';
import type { Endpoint, RequestOf } from '../../src/api/contract/endpoint';
import { replyTicket, submitTicket, uploadImage } from '../../src/api/contract/help';
import { bindInviteCode, claimInvitationReward } from '../../src/api/contract/invitation';
import { claimMembershipReward, completeOrder, createOrder, verifyReceipt } from '../../src/api/contract/membership';
import { drawCard } from '../../src/api/contract/records';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { SeedIds } from '../../server/seed/ids';
import {
  loginAs,
  loginWithPhone,
  startListening,
  storeReceipt,
  type ApiClient,
  type SeedAccount,
  type TestApi,
} from './support';

const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening({ now: () => NOW });
});
afterAll(() => t.close());
beforeEach(() => t.control.reset());

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG_2 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const contact = {
  recipient_name: 'Robin Lee',
  phone: '+1 555 0100',
  email: 'robin@example.com',
  discord: 'robin_lee',
  mailing_address: '1 Main Street, Springfield 12345',
};
const newKey = () => randomUUID().replace(/-/g, '');
const count = (sql: string, ...params: unknown[]): number =>
  (t.api.deps.db.prepare(sql).get(...params) as { n: number }).n;

interface Caller {
  client: ApiClient;
  userId: string;
}
async function as(who: SeedAccount | { phone: string }): Promise<Caller> {
  const client = t.newClient({ now: () => Math.floor(NOW / 1000) });
  const data = typeof who === 'string' ? await loginAs(client, who) : await loginWithPhone(client, who.phone);
  return { client, userId: data.user_id };
}
const freshPhone = () => `+1201${Math.floor(Math.random() * 8e6 + 2e6)}`;

/**
 * One writing call: who calls it, what is set up first, its body for a key (`other`: the same intent's
 * fields changed), and how many records it made (read from the database).
 */
interface Case<E extends Endpoint = Endpoint> {
  endpoint: E;
  caller: () => Promise<Caller>;
  body: (key: string, caller: Caller, setup: unknown) => RequestOf<E>;
  other: (key: string, caller: Caller, setup: unknown) => RequestOf<E>;
  setup?: (caller: Caller) => Promise<unknown>;
  records: (caller: Caller) => number;
  reusedCode?: number;
}
const writing = <E extends Endpoint>(c: Case<E>): Case => c as unknown as Case;

const cases: Record<string, Case> = {
  'creator/create_clone': writing({
    endpoint: createClone,
    caller: () => as({ phone: freshPhone() }),
    body: (key) => ({
      request_id: key,
      name: 'Robin',
      persona: 'Shy, loves maps.',
      greeting: 'Hello!',
      image_urls: [],
    }),
    other: (key) => ({
      request_id: key,
      name: 'Robin 2',
      persona: 'Shy, loves maps.',
      greeting: 'Hello!',
      image_urls: [],
    }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM clones WHERE user_id = ?', userId),
  }),
  'creator/upload_image': writing({
    endpoint: uploadCreatorImage,
    caller: () => as({ phone: freshPhone() }),
    body: (key) => ({ data_base64: PNG, idempotency_key: key }),
    other: (key) => ({ data_base64: PNG_2, idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM creator_uploads WHERE user_id = ?', userId),
  }),
  'creator/save_subscription': writing({
    endpoint: saveSubscriptionSettings,
    caller: async () => {
      const caller = await as({ phone: freshPhone() });
      await t.control.makeCreator(caller.userId);
      return caller;
    },
    body: (key) => ({ benefits: 'Monthly letters', levels: [{ level: 1, price_gems: 100 }], idempotency_key: key }),
    other: (key) => ({ benefits: 'Weekly letters', levels: [{ level: 1, price_gems: 100 }], idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM subscription_levels WHERE creator_id = ?', userId),
  }),
  'ticket/submit (also account deletion)': writing({
    endpoint: submitTicket,
    caller: () => as({ phone: freshPhone() }),
    body: (key) => ({
      kind: 'feedback' as const,
      idempotency_key: key,
      topic: 'bug',
      description: 'The chat page freezes after I send a picture.',
    }),
    other: (key) => ({
      kind: 'feedback' as const,
      idempotency_key: key,
      topic: 'bug',
      description: 'The chat page freezes after I send a voice note.',
    }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM tickets WHERE user_id = ?', userId),
  }),
  'ticket/reply': writing({
    endpoint: replyTicket,
    caller: () => as({ phone: freshPhone() }),
    setup: async ({ client }) =>
      (
        await client.call(submitTicket, {
          kind: 'feedback',
          idempotency_key: newKey(),
          topic: 'bug',
          description: 'The chat page freezes after I send a picture.',
        })
      ).ticket_id,
    body: (key, _c, ticketId) => ({
      ticket_id: ticketId as string,
      content: 'Still broken today.',
      idempotency_key: key,
    }),
    other: (key, _c, ticketId) => ({
      ticket_id: ticketId as string,
      content: 'Works now, thanks.',
      idempotency_key: key,
    }),
    records: ({ userId }) =>
      count(
        "SELECT COUNT(*) AS n FROM ticket_messages m JOIN tickets t ON t.ticket_id = m.ticket_id WHERE t.user_id = ? AND m.sender = 'user'",
        userId,
      ),
  }),
  'upload/image': writing({
    endpoint: uploadImage,
    caller: () => as({ phone: freshPhone() }),
    body: (key) => ({ data_base64: PNG, file_name: 'a.png', idempotency_key: key }),
    other: (key) => ({ data_base64: PNG_2, file_name: 'a.png', idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ?', userId),
  }),
  'membership/claim': writing({
    endpoint: claimMembershipReward,
    caller: () => as('proMember'),
    body: (key) => ({ claim_type: 'daily' as const, idempotency_key: key }),
    other: (key) => ({ claim_type: 'monthly' as const, idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM claims WHERE user_id = ?', userId),
  }),
  'membership/create_order': writing({
    endpoint: createOrder,
    caller: () => as({ phone: freshPhone() }),
    body: (key) => ({ product_id: SeedIds.products.proMonthly, idempotency_key: key }),
    other: (key) => ({ product_id: SeedIds.products.standardMonthly, idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', userId),
  }),
  'membership/complete_order': writing({
    endpoint: completeOrder,
    caller: () => as({ phone: freshPhone() }),
    setup: async ({ client }) => [
      (await client.call(createOrder, { product_id: SeedIds.products.proMonthly })).order.order_id,
      (await client.call(createOrder, { product_id: SeedIds.products.standardMonthly })).order.order_id,
    ],
    body: (key, _c, ids) => ({ order_id: (ids as string[])[0]!, outcome: 'canceled' as const, idempotency_key: key }),
    other: (key, _c, ids) => ({ order_id: (ids as string[])[1]!, outcome: 'canceled' as const, idempotency_key: key }),
    records: ({ userId }) =>
      count("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 'canceled'", userId),
  }),
  'membership/verify_receipt': writing({
    endpoint: verifyReceipt,
    caller: () => as({ phone: freshPhone() }),
    setup: async ({ client }) => {
      const { order } = await client.call(createOrder, { product_id: SeedIds.products.proMonthly });
      return { order, receipts: [storeReceipt(order), storeReceipt(order)] };
    },
    body: (key, _c, s) => {
      const { order, receipts } = s as { order: { order_id: string }; receipts: string[] };
      return { order_id: order.order_id, receipt: receipts[0]!, idempotency_key: key };
    },
    other: (key, _c, s) => {
      const { order, receipts } = s as { order: { order_id: string }; receipts: string[] };
      return { order_id: order.order_id, receipt: receipts[1]!, idempotency_key: key };
    },
    records: ({ userId }) => count("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 'paid'", userId),
  }),
  'invitation/bind_code': writing({
    endpoint: bindInviteCode,
    caller: () => as({ phone: freshPhone() }),
    body: (key) => ({ invite_code: SeedIds.inviteCodes.proMember, idempotency_key: key }),
    other: (key) => ({ invite_code: SeedIds.inviteCodes.standardMember, idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM invite_bindings WHERE invitee_id = ?', userId),
  }),
  'invitation/receive_reward': writing({
    endpoint: claimInvitationReward,
    caller: () => as('viewer'),
    body: (key) => ({ reward_id: SeedIds.rewards.receivable, idempotency_key: key }),
    other: (key) => ({ reward_id: SeedIds.rewards.expired, idempotency_key: key }),
    records: ({ userId }) =>
      count('SELECT COUNT(*) AS n FROM invite_rewards WHERE user_id = ? AND received_at IS NOT NULL', userId),
  }),
  'campaign/claim_easter_egg': writing({
    endpoint: claimEasterEgg,
    caller: () => as({ phone: freshPhone() }),
    setup: async ({ client }) =>
      (await client.call(getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg })).egg_spot,
    body: (key, _c, spot) => ({
      event_id: CampaignSeedIds.events.easterEgg,
      egg_spot: spot as number,
      idempotency_key: key,
    }),
    other: (key, _c, spot) => ({
      event_id: CampaignSeedIds.events.easterEgg,
      egg_spot: ((spot as number) + 1) % 6,
      idempotency_key: key,
    }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM easter_egg_claims WHERE user_id = ?', userId),
    reusedCode: CampaignStatusCode.IdempotencyKeyReused,
  }),
  'campaign/claim_summer_task': writing({
    endpoint: claimSummerTask,
    caller: () => as('viewer'),
    setup: async ({ client }) => {
      for (let i = 0; i < 3; i += 1)
        await client.call(spinWheel, { event_id: CampaignSeedIds.events.spin, idempotency_key: newKey() });
    },
    body: (key) => ({ task_id: 'task_spin_3', idempotency_key: key }),
    other: (key) => ({ task_id: 'task_collect_fm_3', idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM summer_task_claims WHERE user_id = ?', userId),
    reusedCode: CampaignStatusCode.IdempotencyKeyReused,
  }),
  'campaign/spin': writing({
    endpoint: spinWheel,
    caller: () => as({ phone: freshPhone() }),
    body: (key) => ({ event_id: CampaignSeedIds.events.spin, idempotency_key: key }),
    other: (key) => ({ event_id: CampaignSeedIds.events.spinPaused, idempotency_key: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM spin_records WHERE user_id = ?', userId),
    reusedCode: CampaignStatusCode.IdempotencyKeyReused,
  }),
  'campaign/submit_contact (prize contact form)': writing({
    endpoint: submitPrizeContact,
    caller: () => as('viewer'),
    body: (key) => ({ record_id: CampaignSeedIds.openPrizeRecord, idempotency_key: key, contact }),
    other: (key) => ({
      record_id: CampaignSeedIds.openPrizeRecord,
      idempotency_key: key,
      contact: { ...contact, recipient_name: 'Someone Else' },
    }),
    records: () =>
      count('SELECT COUNT(*) AS n FROM prize_contacts WHERE record_id = ?', CampaignSeedIds.openPrizeRecord),
    reusedCode: CampaignStatusCode.IdempotencyKeyReused,
  }),
  'records/draw_card': writing({
    endpoint: drawCard,
    caller: () => as({ phone: freshPhone() }),
    setup: async ({ userId }) => t.control.grantGems(userId, 1000, 'gift', NOW - 1000),
    body: (key) => ({ npc_id: SeedIds.npcs.en, request_id: key }),
    other: (key) => ({ npc_id: SeedIds.npcs.zh, request_id: key }),
    records: ({ userId }) => count('SELECT COUNT(*) AS n FROM card_draws WHERE user_id = ?', userId),
  }),
};

describe.each(Object.entries(cases))('%s', (_name, c) => {
  it('the same key twice, the first answer lost: one record, and the retry answers as the first did', async () => {
    const caller = await c.caller();
    const setup = await c.setup?.(caller);
    const before = c.records(caller);
    const key = newKey();
    // The server does the work, then the connection drops: the page never sees the answer.
    await t.control.addFault({
      path: c.endpoint.path,
      kind: 'drop',
      phase: 'after',
      count: 1,
      token: caller.client.token ?? undefined,
    });
    await expect(caller.client.call(c.endpoint, c.body(key, caller, setup))).rejects.toThrow();
    const retried = await caller.client.call(c.endpoint, c.body(key, caller, setup));
    const again = await caller.client.call(c.endpoint, c.body(key, caller, setup));
    expect(c.records(caller)).toBe(before + 1);
    expect(again).toEqual(retried);
  });

  it('the same key with another body is refused, and makes nothing', async () => {
    const caller = await c.caller();
    const setup = await c.setup?.(caller);
    const key = newKey();
    await caller.client.call(c.endpoint, c.body(key, caller, setup));
    const after = c.records(caller);
    expect(await caller.client.statusOf(c.endpoint, c.other(key, caller, setup))).toBe(
      c.reusedCode ?? StatusCode.IdempotencyKeyReused,
    );
    expect(c.records(caller)).toBe(after);
  });
});

describe('keys', () => {
  it('a new key is a new intent: two replies with two keys are two messages', async () => {
    const { client, userId } = await as({ phone: freshPhone() });
    const { ticket_id } = await client.call(submitTicket, {
      kind: 'feedback',
      idempotency_key: newKey(),
      topic: 'bug',
      description: 'The chat page freezes after I send a picture.',
    });
    await client.call(replyTicket, { ticket_id, content: 'Still broken.', idempotency_key: newKey() });
    await client.call(replyTicket, { ticket_id, content: 'Still broken.', idempotency_key: newKey() });
    expect(
      count(
        "SELECT COUNT(*) AS n FROM ticket_messages m JOIN tickets t ON t.ticket_id = m.ticket_id WHERE t.user_id = ? AND m.sender = 'user'",
        userId,
      ),
    ).toBe(2);
  });

  it('parallel repeats of one key (a double tap, a retry while the first is still running) make one order', async () => {
    const { client, userId } = await as({ phone: freshPhone() });
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.call(createOrder, { product_id: SeedIds.products.proMonthly, idempotency_key: key }),
      ),
    );
    expect(new Set(answers.map((a) => a.order.order_id)).size).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', userId)).toBe(1);
  });

  it("keys are per account: another account's same key is its own call", async () => {
    const key = newKey();
    const a = await as({ phone: freshPhone() });
    const b = await as({ phone: freshPhone() });
    const first = await a.client.call(createOrder, { product_id: SeedIds.products.proMonthly, idempotency_key: key });
    const second = await b.client.call(createOrder, { product_id: SeedIds.products.proMonthly, idempotency_key: key });
    expect(second.order.order_id).not.toBe(first.order.order_id);
  });

  it('a call sent without a key (an older app) still works, each time anew', async () => {
    const { client, userId } = await as({ phone: freshPhone() });
    await client.call(createOrder, { product_id: SeedIds.products.proMonthly });
    await client.call(createOrder, { product_id: SeedIds.products.proMonthly });
    expect(count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', userId)).toBe(2);
  });
});
