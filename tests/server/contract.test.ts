/**
 * Contract tests run against every endpoint of the contract: the happy path answers status 0 with an
 * answer that matches the contract schema; a bad signature, a stale timestamp, an oversized body, each
 * token failure and each invalid field are refused with their status code, and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { createOrder } from '../../src/api/contract/membership';
import { startRewardAd } from '../../src/api/contract/campaign';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { endpoints, type EndpointName } from './support/contract-endpoints';
import { SeedIds } from '../../server/seed/ids';
import { config as clientConfig } from '../../src/platform/config';
import { dbFingerprint, loginAs, startInProcess, storeReceipt, type ApiClient, type SeedAccount } from './support';

const t = startInProcess();
afterAll(() => t.close());

interface Session {
  client: ApiClient;
  userId: string | null;
  refreshToken: string | null;
}

interface Case {
  /** Who calls (null: no login). */
  as: SeedAccount | 'anonymous' | null;
  body: (s: Session) => unknown;
  query?: Record<string, string>;
  /** [body, name of the field status_msg must name] */
  invalid: [unknown, string][];
}

const event = (uuid = randomUUID()) => ({
  event_uuid: uuid,
  event_data: JSON.stringify({ common_params: { event_name: 'page_view', page: 'share_chat', log_source: 'h5' } }),
  event_timestamp_ms: Date.now(),
  user_identifier: 'device-uuid-1',
});
const eventQuery = { device_platform: 'h5', device_id: 'dev-1', os: '3', app_id: '300', user_id: 'u1' };
const report = { level: 'error', name: 'http_error', message: 'boom', occurred_at_ms: 1_700_000_000_000 };
const ids = SeedIds;
const spinEvent = CampaignSeedIds.events.spin;
const contact = {
  recipient_name: 'Robin Lee',
  phone: '+1 555 0100',
  email: 'robin@example.com',
  discord: '',
  mailing_address: '1 Main Street, Springfield',
};

const cases: Record<EndpointName, Case> = {
  login: {
    as: null,
    body: () => ({ login_type: 5, device_info: { uuid: randomUUID(), os: 3 } }),
    invalid: [
      [{ login_type: 0, device_info: { uuid: 'a', os: 3 } }, 'login_type'],
      [{ login_type: '5', device_info: { uuid: 'a', os: 3 } }, 'login_type'],
      [{ login_type: 5 }, 'device_info'],
      [{ login_type: 5, device_info: { uuid: '', os: 3 } }, 'device_info.uuid'],
      [{ login_type: 5, device_info: { uuid: 'a', os: 4 } }, 'device_info.os'],
      [{ login_type: 1, device_info: { uuid: 'a', os: 3 } }, 'credential'],
      [{ login_type: 2, device_info: { uuid: 'a', os: 3 }, credential: '+1555' }, 'verify_code'],
    ],
  },
  sendVerifyCode: {
    as: null,
    body: () => ({ phone: `+1201${Math.floor(2e6 + Math.random() * 8e6)}` }),
    invalid: [
      [{}, 'phone'],
      [{ phone: '' }, 'phone'],
      [{ phone: 'call me' }, 'phone'],
      [{ phone: '+1 (555) 0100 1234 5678 9' }, 'phone'],
      [{ phone: 15550100 }, 'phone'],
    ],
  },
  refreshAuthToken: {
    as: 'anonymous',
    body: (s) => ({ refresh_token: s.refreshToken }),
    invalid: [
      [{}, 'refresh_token'],
      [{ refresh_token: '' }, 'refresh_token'],
      [{ refresh_token: 42 }, 'refresh_token'],
    ],
  },
  getUserStatus: { as: 'anonymous', body: () => ({}), invalid: [[[1, 2], '(body)']] },
  getUserProfile: {
    as: 'viewer',
    body: () => ({ user_id: ids.users.creator.en }),
    invalid: [
      [{}, 'user_id'],
      [{ user_id: '' }, 'user_id'],
      [{ user_id: 7 }, 'user_id'],
    ],
  },
  getGemBalance: { as: 'viewer', body: () => ({}), invalid: [['text', '(body)']] },
  getWxUrlSignature: {
    as: null,
    body: () => ({
      url: 'https://h5.talkie-ai.com/share/chat?chat_id=chat_en#top',
      wx_app_id: clientConfig.wechatAppId,
    }),
    invalid: [
      [{ url: 'not a url', wx_app_id: clientConfig.wechatAppId }, 'url'],
      [{ wx_app_id: clientConfig.wechatAppId }, 'url'],
      [{ url: 'https://a.b/', wx_app_id: '' }, 'wx_app_id'],
      [{ url: 'https://a.b/', wx_app_id: 'wx-someone-else' }, 'wx_app_id'],
    ],
  },
  reportEvents: {
    as: null,
    body: () => ({ events: [event(), event()] }),
    query: eventQuery,
    invalid: [
      [{}, 'events'],
      [{ events: [] }, 'events'],
      [{ events: [event(), { ...event(), event_uuid: '' }] }, 'events.1.event_uuid'],
      [{ events: [{ ...event(), event_data: 'not json' }] }, 'events.0.event_data'],
      [{ events: [{ ...event(), event_data: JSON.stringify({ common_params: {} }) }] }, 'events.0.event_data'],
      [{ events: [{ ...event(), event_timestamp_ms: -5 }] }, 'events.0.event_timestamp_ms'],
      [{ events: [{ ...event(), user_identifier: undefined }] }, 'events.0.user_identifier'],
      [{ events: Array.from({ length: 201 }, () => event()) }, 'events'],
    ],
  },
  reportClientErrors: {
    as: null,
    body: () => ({ reports: [report] }),
    invalid: [
      [{ reports: [] }, 'reports'],
      [{ reports: [{ ...report, level: 'fatal' }] }, 'reports.0.level'],
      [{ reports: [{ ...report, name: '' }] }, 'reports.0.name'],
      [{ reports: [{ ...report, occurred_at_ms: 'yesterday' }] }, 'reports.0.occurred_at_ms'],
    ],
  },
  shareChat: {
    as: null,
    body: () => ({ chat_id: ids.chats.en }),
    invalid: [
      [{}, 'chat_id'],
      [{ chat_id: '' }, 'chat_id'],
    ],
  },
  shareImage: { as: null, body: () => ({ image_id: ids.images.ja }), invalid: [[{ image_id: 1 }, 'image_id']] },
  shareMaterial: { as: null, body: () => ({ material_id: ids.materials.voice.es }), invalid: [[{}, 'material_id']] },
  shareMemory: { as: null, body: () => ({ memory_id: ids.memories.pt }), invalid: [[{ memory_id: ' ' }, 'memory_id']] },
  shareChatHistory: { as: null, body: () => ({ memory_id: ids.memories.zh }), invalid: [[{}, 'memory_id']] },
  shareTemplate: { as: null, body: () => ({ template_id: ids.templates.en }), invalid: [[{}, 'template_id']] },
  shareVideo: { as: null, body: () => ({ video_id: ids.videos.en }), invalid: [[{ video_id: null }, 'video_id']] },
  sharePost: { as: null, body: () => ({ post_id: ids.posts.en }), invalid: [[{}, 'post_id']] },
  trendingPosts: {
    as: null,
    body: () => ({ locale: 'ja' }),
    invalid: [
      [{ locale: 'fr' }, 'locale'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
    ],
  },
  shareFm: { as: null, body: () => ({ fm_id: ids.fm.en }), invalid: [[{}, 'fm_id']] },
  getMembershipStatus: { as: 'standardMember', body: () => ({}), invalid: [[[], '(body)']] },
  getMembershipPlans: { as: null, body: () => ({ locale: 'es' }), invalid: [[{ locale: 'xx' }, 'locale']] },
  claimMembershipReward: {
    as: 'standardMember',
    body: () => ({ claim_type: 'daily' }),
    invalid: [
      [{}, 'claim_type'],
      [{ claim_type: 'weekly' }, 'claim_type'],
    ],
  },
  createOrder: {
    as: 'viewer',
    body: () => ({ product_id: ids.products.standardMonthly }),
    invalid: [[{ product_id: '' }, 'product_id']],
  },
  getOrder: {
    as: 'viewer',
    body: async (s) => ({
      order_id: (await s.client.call(createOrder, { product_id: ids.products.proMonthly })).order.order_id,
    }),
    invalid: [[{}, 'order_id']],
  },
  completeOrder: {
    as: 'viewer',
    body: async (s) => ({
      order_id: (await s.client.call(createOrder, { product_id: ids.products.proMonthly })).order.order_id,
      outcome: 'canceled',
    }),
    invalid: [
      // A page can only give up on an order: paid takes a store receipt (verifyReceipt).
      [{ order_id: 'ord_1', outcome: 'paid' }, 'outcome'],
      [{ outcome: 'canceled' }, 'order_id'],
    ],
  },
  verifyReceipt: {
    as: 'viewer',
    body: async (s) => {
      const { order } = await s.client.call(createOrder, { product_id: ids.products.proMonthly });
      return { order_id: order.order_id, receipt: storeReceipt(order) };
    },
    invalid: [
      [{ order_id: 'ord_1' }, 'receipt'],
      [{ order_id: 'ord_1', receipt: '' }, 'receipt'],
      [{ receipt: 'r' }, 'order_id'],
    ],
  },
  getInvitationInfo: { as: 'viewer', body: () => ({}), invalid: [[7, '(body)']] },
  bindInviteCode: {
    as: 'viewer',
    body: () => ({ invite_code: ids.inviteCodes.creator.en }),
    invalid: [
      [{}, 'invite_code'],
      [{ invite_code: 12345678 }, 'invite_code'],
    ],
  },
  getInviter: {
    as: 'anonymous',
    body: () => ({ invite_code: ids.inviteCodes.viewer }),
    invalid: [
      [{}, 'invite_code'],
      [{ invite_code: 12345678 }, 'invite_code'],
    ],
  },
  claimInvitationReward: {
    as: 'viewer',
    body: () => ({ reward_id: ids.rewards.receivable }),
    invalid: [
      [{}, 'reward_id'],
      [{ reward_id: '' }, 'reward_id'],
    ],
  },
  getHelpCategories: {
    as: null,
    body: () => ({ locale: 'pt' }),
    invalid: [
      [{ locale: 'fr' }, 'locale'],
      [{}, 'locale'],
    ],
  },
  getHelpQuestion: {
    as: 'viewer',
    body: () => ({ locale: 'ja', question_id: ids.help.question }),
    invalid: [
      [{ locale: 'ja' }, 'question_id'],
      [{ locale: 'xx', question_id: '1' }, 'locale'],
    ],
  },
  voteHelpQuestion: {
    as: 'viewer',
    body: () => ({ question_id: ids.help.question, helpful: true }),
    invalid: [
      [{ question_id: ids.help.question }, 'helpful'],
      [{ question_id: '', helpful: true }, 'question_id'],
    ],
  },
  submitTicket: {
    as: 'viewer',
    body: () => ({ kind: 'feedback', idempotency_key: randomUUID(), topic: 'bug', description: 'The chat froze.' }),
    invalid: [
      [{ kind: 'complaint', idempotency_key: randomUUID() }, 'kind'],
      [{ kind: 'feedback', idempotency_key: 'short' }, 'idempotency_key'],
      [{ kind: 'feedback', idempotency_key: randomUUID(), images: ['a', 'b', 'c', 'd'] }, 'images'],
    ],
  },
  getRankBoard: {
    as: null,
    body: () => ({ board: 'popular', period: 'daily' }),
    invalid: [
      [{ period: 'daily' }, 'board'],
      [{ board: 'popular', period: 'yearly' }, 'period'],
      [{ board: 'popular', period: 'daily', limit: 21 }, 'limit'],
    ],
  },
  getRankBoardPage: {
    as: 'viewer',
    body: () => ({ board: 'gem_elite', period: 'weekly', offset: 20 }),
    invalid: [
      [{ board: 'gem_elite', period: 'weekly' }, 'offset'],
      [{ board: 'gem_elite', period: 'weekly', offset: 100 }, 'offset'],
      [{ board: 'gem_elite', period: 'weekly', offset: 0, limit: 0 }, 'limit'],
    ],
  },
  getSupporters: {
    as: null,
    body: () => ({ target: 'npc', target_id: ids.rank.popularTop }),
    invalid: [
      [{ target: 'npc' }, 'target_id'],
      [{ target: 'fan', target_id: 'x' }, 'target'],
    ],
  },
  getStarRank: {
    as: null,
    body: () => ({ npc_id: ids.rank.popularTop }),
    invalid: [[{ npc_id: '' }, 'npc_id']],
  },
  getAchievements: {
    as: null,
    body: () => ({ scope: 'npc', owner_id: ids.achievements.npcOwner }),
    invalid: [
      [{ scope: 'team', owner_id: 'x' }, 'scope'],
      [{ scope: 'user' }, 'owner_id'],
    ],
  },
  getOriginality: {
    as: 'anonymous',
    body: () => ({ npc_id: ids.npcs.en }),
    invalid: [
      [{}, 'npc_id'],
      [{ npc_id: '' }, 'npc_id'],
    ],
  },
  getCardDraws: {
    as: 'standardMember',
    body: () => ({ page_size: 2 }),
    invalid: [
      [{ page_size: 0 }, 'page_size'],
      [{ page_size: 51 }, 'page_size'],
      [{ page_token: 5 }, 'page_token'],
    ],
  },
  getGemRecord: { as: 'standardMember', body: () => ({}), invalid: [] },
  drawCard: {
    as: 'standardMember',
    body: () => ({ npc_id: ids.npcs.en, request_id: randomUUID() }),
    invalid: [
      [{ request_id: 'r1' }, 'npc_id'],
      [{ npc_id: ids.npcs.en }, 'request_id'],
    ],
  },
  listTickets: { as: 'viewer', body: () => ({ kind: 'feedback' }), invalid: [[{ kind: 'other' }, 'kind']] },
  replyTicket: {
    as: 'viewer',
    body: async (s) => ({
      ticket_id: (
        await s.client.call(endpoints.submitTicket, {
          kind: 'feedback',
          idempotency_key: randomUUID(),
          topic: 'bug',
          description: 'It broke.',
        })
      ).ticket_id,
      content: 'Any news?',
    }),
    invalid: [
      [{ content: 'hi' }, 'ticket_id'],
      [{ ticket_id: 't' }, 'content'],
    ],
  },
  getBanStatus: { as: 'viewer', body: () => ({}), invalid: [[[], '(body)']] },
  uploadImage: {
    as: 'viewer',
    body: () => ({
      data_base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    }),
    invalid: [
      [{}, 'data_base64'],
      [{ data_base64: '' }, 'data_base64'],
    ],
  },

  getCampaignEvent: {
    as: null,
    body: () => ({ event_id: spinEvent }),
    invalid: [
      [{}, 'event_id'],
      [{ event_id: '' }, 'event_id'],
    ],
  },
  getSpinStatus: { as: 'viewer', body: () => ({ event_id: spinEvent }), invalid: [[{ event_id: 7 }, 'event_id']] },
  spinWheel: {
    as: 'viewer',
    body: () => ({ event_id: spinEvent, idempotency_key: randomUUID() }),
    invalid: [
      [{ event_id: spinEvent }, 'idempotency_key'],
      [{ event_id: spinEvent, idempotency_key: 'short' }, 'idempotency_key'],
    ],
  },
  startRewardAd: { as: 'viewer', body: () => ({ event_id: spinEvent }), invalid: [[{}, 'event_id']] },
  getAdResult: {
    as: 'viewer',
    body: async (s) => ({
      event_id: spinEvent,
      ad_session_id: (await s.client.call(startRewardAd, { event_id: spinEvent })).ad_session_id,
    }),
    invalid: [[{ event_id: spinEvent }, 'ad_session_id']],
  },
  getPrizeRecord: {
    as: 'viewer',
    body: () => ({ record_id: CampaignSeedIds.openPrizeRecord }),
    invalid: [[{}, 'record_id']],
  },
  submitPrizeContact: {
    as: 'viewer',
    body: () => ({ record_id: CampaignSeedIds.openPrizeRecord, idempotency_key: randomUUID(), contact }),
    invalid: [
      [
        {
          record_id: CampaignSeedIds.openPrizeRecord,
          idempotency_key: randomUUID(),
          contact: { ...contact, email: 'nope' },
        },
        'contact.email',
      ],
      [
        {
          record_id: CampaignSeedIds.openPrizeRecord,
          idempotency_key: randomUUID(),
          contact: { ...contact, phone: '' },
        },
        'contact.phone',
      ],
      [
        {
          record_id: CampaignSeedIds.openPrizeRecord,
          idempotency_key: randomUUID(),
          contact: { ...contact, recipient_name: 'x'.repeat(51) },
        },
        'contact.recipient_name',
      ],
    ],
  },
  getEasterEgg: {
    as: 'viewer',
    body: () => ({ event_id: CampaignSeedIds.events.easterEgg }),
    invalid: [[{}, 'event_id']],
  },
  claimEasterEgg: {
    as: 'viewer',
    body: async (s) => ({
      event_id: CampaignSeedIds.events.easterEgg,
      egg_spot: (await s.client.call(endpoints.getEasterEgg, { event_id: CampaignSeedIds.events.easterEgg })).egg_spot,
    }),
    invalid: [[{ event_id: CampaignSeedIds.events.easterEgg, egg_spot: -1 }, 'egg_spot']],
  },
  getSummerOverview: { as: 'viewer', body: () => ({}), invalid: [] },
  claimSummerTask: {
    as: 'viewer',
    body: () => ({ task_id: 'task_collect_fm_3' }),
    invalid: [[{ task_id: '' }, 'task_id']],
  },
  getSummerHistory: { as: 'viewer', body: () => ({}), invalid: [] },
  getSummerCollection: { as: 'viewer', body: () => ({ kind: 'fm' }), invalid: [[{ kind: 'hats' }, 'kind']] },
  getSummerRank: {
    as: 'viewer',
    body: () => ({ offset: 0 }),
    invalid: [
      [{ offset: 81 }, 'offset'],
      [{ offset: 1.5 }, 'offset'],
    ],
  },
  getWeeklyReport: { as: 'creator', body: () => ({}), invalid: [[[1], '(body)']] },
  getSubscriptionSettings: { as: 'creator', body: () => ({}), invalid: [['x', '(body)']] },
  saveSubscriptionSettings: {
    as: 'creator',
    body: () => ({ benefits: 'Letters every month', levels: [{ level: 1, price_gems: 100 }] }),
    invalid: [
      [{ levels: [] }, 'benefits'],
      [{ benefits: 'b', levels: [{ level: 0, price_gems: 10 }] }, 'levels.0.level'],
      [{ benefits: 'b', levels: [{ level: 1, price_gems: 1.5 }] }, 'levels.0.price_gems'],
    ],
  },
  getSubscriptionStatus: {
    as: 'viewer',
    body: () => ({ creator_id: ids.users.creator.en }),
    invalid: [[{}, 'creator_id']],
  },
  getCloneQuota: { as: 'viewer', body: () => ({}), invalid: [[3, '(body)']] },
  createClone: {
    as: 'viewer',
    body: () => ({
      request_id: randomUUID(),
      name: 'Robin',
      persona: 'Kind and curious.',
      greeting: 'Hi!',
      image_urls: [],
    }),
    invalid: [
      [{ name: 'a', persona: 'p', greeting: 'g', image_urls: [] }, 'request_id'],
      [{ request_id: 'r1', name: 'a', persona: 'p', greeting: 'g', image_urls: ['1', '2', '3', '4'] }, 'image_urls'],
    ],
  },
  uploadCreatorImage: {
    as: 'viewer',
    body: () => ({
      data_base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64'),
    }),
    invalid: [[{}, 'data_base64']],
  },
  getTheme: {
    as: null,
    body: () => ({ theme_id: ids.creator.themes.sakura }),
    invalid: [[{ theme_id: '' }, 'theme_id']],
  },
  getSeriesEpilogue: {
    as: null,
    body: () => ({ series_id: ids.creator.series.finished }),
    invalid: [[{}, 'series_id']],
  },
  getTopic: { as: null, body: () => ({ tag_id: ids.creator.topics.visible }), invalid: [[{ tag_id: 5 }, 'tag_id']] },
};

async function session(c: Case): Promise<Session> {
  const client = t.newClient();
  if (c.as === null) return { client, userId: null, refreshToken: null };
  const data = await loginAs(client, c.as);
  return { client, userId: data.user_id, refreshToken: data.refresh_token };
}

beforeEach(async () => {
  await t.control.reset();
});

describe.each(Object.entries(cases) as [EndpointName, Case][])('%s', (name, c) => {
  const endpoint: Endpoint = endpoints[name];

  it('answers status 0 with data matching the contract', async () => {
    const s = await session(c);
    const body = (await c.body(s)) as never;
    const data = await s.client.call(endpoint, body, { query: c.query });
    expect(data).toBeTypeOf('object');
  });

  it('refuses a wrong signature and changes nothing', async () => {
    const s = await session(c);
    const body = await c.body(s);
    const before = dbFingerprint(t.api);
    const answer = await s.client.raw(endpoint.path, body, { query: c.query, sign: 'f'.repeat(40) });
    expect(answer.httpStatus).toBe(200);
    expect(answer.baseResp?.status_code).toBe(StatusCode.BadSignature);
    expect(answer.baseResp?.status_msg).toMatch(/x-sign/);
    expect(dbFingerprint(t.api)).toBe(before);
  });

  it('refuses a signature over a different body (tampering)', async () => {
    const s = await session(c);
    const body = await c.body(s);
    const signedFor = s.client.buildRequest(endpoint.path, body, { query: c.query });
    const tampered = s.client.buildRequest(endpoint.path, body, {
      query: c.query,
      rawBody: `${JSON.stringify(body)} `,
      sign: signedFor.headers.get('x-sign'),
    });
    const answer = await s.client.send(tampered);
    expect((answer.json as { base_resp: { status_code: number } }).base_resp.status_code).toBe(StatusCode.BadSignature);
  });

  it('refuses a missing signature', async () => {
    const s = await session(c);
    const answer = await s.client.raw(endpoint.path, await c.body(s), { query: c.query, sign: null });
    expect(answer.baseResp?.status_code).toBe(StatusCode.BadSignature);
  });

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    const s = await session(c);
    const body = await c.body(s);
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 301 - 5, now + 301 + 5]) {
      const answer = await s.client.raw(endpoint.path, body, { query: c.query, timestamp });
      expect(answer.baseResp?.status_code).toBe(StatusCode.StaleTimestamp);
      expect(answer.baseResp?.status_msg).toMatch(/x-timestamp/);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const s = await session(c);
    const rawBody = JSON.stringify({ pad: 'x'.repeat(endpoint.maxBodyBytes) });
    const answer = await s.client.raw(endpoint.path, undefined, { query: c.query, rawBody });
    expect(answer.httpStatus).toBe(413);
    expect(answer.baseResp?.status_code).toBe(StatusCode.BodyTooLarge);
  });

  it('refuses a body that is not JSON', async () => {
    const s = await session(c);
    const answer = await s.client.raw(endpoint.path, undefined, { query: c.query, rawBody: '{"oops":' });
    expect(answer.baseResp?.status_code).toBe(StatusCode.MalformedBody);
  });

  it.each(c.invalid.map(([body, field]) => [field, body] as const))(
    'refuses invalid field %s, naming it, changing nothing',
    async (field, body) => {
      const s = await session(c);
      await c.body(s); // same preparation as the happy path
      const before = dbFingerprint(t.api);
      const answer = await s.client.raw(endpoint.path, body, { query: c.query });
      expect(answer.httpStatus).toBe(200);
      expect(answer.baseResp?.status_code).toBe(StatusCode.InvalidParam);
      expect(answer.baseResp?.status_msg).toContain(`"${field}"`);
      expect(dbFingerprint(t.api)).toBe(before);
    },
  );

  if (endpoint.token === 'required') {
    it('refuses each kind of bad token with its own code', async () => {
      const s = await session(c);
      const body = await c.body(s);
      const call = (token: string | null) => s.client.raw(endpoint.path, body, { query: c.query, token });
      expect((await call(null)).baseResp?.status_code).toBe(StatusCode.TokenMissing);
      expect((await call('not-a-token')).baseResp?.status_code).toBe(StatusCode.TokenMalformed);
      expect((await call(s.refreshToken)).baseResp?.status_code).toBe(StatusCode.TokenMalformed);
      expect((await call(`at_${'A'.repeat(43)}`)).baseResp?.status_code).toBe(StatusCode.TokenRevoked);

      const token = s.client.token ?? '';
      await t.control.tokens('expire', { token });
      expect((await call(token)).baseResp?.status_code).toBe(StatusCode.TokenExpired);
      await t.control.tokens('revoke', { token });
      expect((await call(token)).baseResp?.status_code).toBe(StatusCode.TokenRevoked);
    });
  }
});

describe('event/report query parameters', () => {
  it.each(['device_platform', 'device_id', 'os', 'app_id'])('requires %s', async (name) => {
    const query: Record<string, string> = { ...eventQuery };
    delete query[name];
    const answer = await t.client.raw(endpoints.reportEvents.path, { events: [event()] }, { query });
    expect(answer.baseResp?.status_code).toBe(StatusCode.InvalidParam);
    expect(answer.baseResp?.status_msg).toContain(`"${name}"`);
  });
});

describe('unknown calls and other paths', () => {
  it('answers 404 with an envelope for an unknown call', async () => {
    const answer = await t.client.raw('/weaver/api/v1/nope', {});
    expect(answer.httpStatus).toBe(404);
    expect(answer.baseResp?.status_code).toBe(StatusCode.NotFound);
  });

  it('lets CORS preflights from another origin through, with credentials', async () => {
    const response = await t.api.fetch(
      new Request('http://localhost/weaver/api/v1/account/login', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://192.168.1.20:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-sign,x-timestamp,x-token,lane',
        },
      }),
    );
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://192.168.1.20:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-sign');
  });
});
