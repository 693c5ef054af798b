/** Creator tools on the local API: who may call what, the subscription rules, clones and content states. */
import { afterAll, beforeEach, describe, expect, it, afterEach } from 'vitest';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import { StatusCode } from '../../src/api/contract/codes';
import {
  createClone,
  getCloneQuota,
  getSeriesEpilogue,
  getSubscriptionSettings,
  getSubscriptionStatus,
  getTheme,
  getTopic,
  getWeeklyReport,
  saveSubscriptionSettings,
  uploadCreatorImage,
  WEEKLY_COUNT_KEYS,
} from '../../src/api/contract/creator';
import { SeedIds } from '../../server/seed/ids';
import {
  loginAs,
  startInProcess,
  type ApiClient,
  type SeedAccount,
  refusal,
  startListening,
  type TestApi,
} from './support';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uploadImage } from '../../src/api/contract/help';
import { readServerConfig, TEST_MODE_IP_QUOTA } from '../../server/config';

const t = startInProcess();
afterAll(() => t.close());
beforeEach(() => t.control.reset());

async function as(who: SeedAccount | 'anonymous'): Promise<ApiClient> {
  const c = t.newClient();
  await loginAs(c, who);
  return c;
}

const clone = (name: string, extra: Partial<{ persona: string; greeting: string; request_id: string }> = {}) => ({
  request_id: extra.request_id ?? `req-${name}-${Math.random().toString(36).slice(2)}`,
  name,
  persona: extra.persona ?? 'Patient, a little shy, loves old maps.',
  greeting: extra.greeting ?? 'Oh, hello. Have you seen my compass?',
  image_urls: [],
});

describe('creator accounts', () => {
  it('each seed creator logs in with its credential and gets a weekly report of the 11 counts, each against last week', async () => {
    for (const who of ['creator', 'creatorZh', 'creatorEs', 'creatorPt', 'creatorJa'] as const) {
      const report = await (await as(who)).call(getWeeklyReport, {});
      expect(Object.keys(report.this_week).sort()).toEqual([...WEEKLY_COUNT_KEYS].sort());
      expect(report.daily).toHaveLength(7);
      expect(report.this_week.see_count).toBeGreaterThan(0);
      expect(report.last_week.see_count).toBeGreaterThan(0);
      // The week's count is the sum of its days.
      expect(report.daily.reduce((sum, d) => sum + d.counts.total_msg_num, 0)).toBe(report.this_week.total_msg_num);
      expect(report.create_quota).toMatchObject({ used: 0, limit: 3 });
    }
  });

  it('a viewer, a member and an anonymous visitor get no report', async () => {
    expect(await (await as('viewer')).statusOf(getWeeklyReport, {})).toBe(CreatorStatusCode.NotCreator);
    expect(await (await as('proMember')).statusOf(getSubscriptionSettings, {})).toBe(CreatorStatusCode.NotCreator);
    expect(await (await as('anonymous')).statusOf(getWeeklyReport, {})).toBe(StatusCode.LoginRequired);
  });
});

describe('subscription settings', () => {
  it('shows the seeded level, planning list, unconfirmed subscriber and guardians', async () => {
    const { settings } = await (await as('creator')).call(getSubscriptionSettings, {});
    expect(settings.levels).toEqual([{ level: 1, price_gems: 100 }]);
    expect(settings.planning.map((p) => p.plan_id)).toEqual([...SeedIds.creator.plans]);
    expect(settings.unconfirmed).toHaveLength(1);
    expect(settings.guardians.length).toBeGreaterThan(0);
    expect(settings.subscriber_count).toBe(1);
  });

  it('a level price is set once: adding a level works, changing or removing a set one is refused', async () => {
    const c = await as('creator');
    const saved = await c.call(saveSubscriptionSettings, {
      benefits: 'Monthly letters',
      levels: [
        { level: 1, price_gems: 100 },
        { level: 2, price_gems: 300 },
      ],
    });
    expect(saved.settings.levels).toEqual([
      { level: 1, price_gems: 100 },
      { level: 2, price_gems: 300 },
    ]);
    expect(
      await c.statusOf(saveSubscriptionSettings, {
        benefits: 'x',
        levels: [
          { level: 1, price_gems: 100 },
          { level: 2, price_gems: 250 },
        ],
      }),
    ).toBe(CreatorStatusCode.PriceUnmodifiable);
    expect(await c.statusOf(saveSubscriptionSettings, { benefits: 'x', levels: [{ level: 2, price_gems: 300 }] })).toBe(
      CreatorStatusCode.PriceUnmodifiable,
    );
    expect((await c.call(getSubscriptionSettings, {})).settings.benefits).toBe('Monthly letters');
  });

  it('levels beyond the limit and prices over the cap are refused', async () => {
    const c = await as('creator');
    const { settings } = await c.call(getSubscriptionSettings, {});
    const tooMany = Array.from({ length: settings.max_levels + 1 }, (_, i) => ({
      level: i + 1,
      price_gems: 100 * (i + 1),
    }));
    expect(await c.statusOf(saveSubscriptionSettings, { benefits: '', levels: tooMany })).toBe(
      CreatorStatusCode.SubscriptionBeyondLimit,
    );
    expect(
      await c.statusOf(saveSubscriptionSettings, {
        benefits: '',
        levels: [
          { level: 1, price_gems: 100 },
          { level: 2, price_gems: settings.max_price_gems + 1 },
        ],
      }),
    ).toBe(CreatorStatusCode.SubscriptionBeyondLimit);
  });

  it('benefits with an illegal word are refused and nothing is saved', async () => {
    const c = await as('creator');
    expect(
      await c.statusOf(saveSubscriptionSettings, {
        benefits: 'Join my SCAM club',
        levels: [{ level: 1, price_gems: 100 }],
      }),
    ).toBe(CreatorStatusCode.IllegalWord);
    expect((await c.call(getSubscriptionSettings, {})).settings.benefits).not.toContain('SCAM');
  });

  it('a viewer sees whether they are subscribed', async () => {
    expect(
      await (await as('viewer')).call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.en }),
    ).toMatchObject({ subscribed: true, level: 1 });
    expect(
      await (await as('standardMember')).call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.en }),
    ).toMatchObject({ subscribed: false, level: null });
  });
});

describe('clones', () => {
  it('a clone is created, a repeated request id is the same clone, the fourth of a week is refused', async () => {
    const c = await as('viewer');
    const first = clone('Robin');
    const made = await c.call(createClone, first);
    expect(made.clone.name).toBe('Robin');
    expect((await c.call(createClone, first)).clone.clone_id).toBe(made.clone.clone_id);
    await c.call(createClone, clone('Robin 2'));
    await c.call(createClone, clone('Robin 3'));
    expect(await c.statusOf(createClone, clone('Robin 4'))).toBe(CreatorStatusCode.CreateLimitExceeded);
    expect((await c.call(getCloneQuota, {})).quota).toMatchObject({ used: 3, limit: 3 });
  });

  it('names count a Chinese character as 2, up to 25', async () => {
    const c = await as('viewer');
    expect((await c.call(createClone, clone('林'.repeat(12) + 'a'))).clone.name).toHaveLength(13); // 25
    expect(await c.statusOf(createClone, clone('林'.repeat(13)))).toBe(StatusCode.InvalidParam); // 26
    expect(await c.statusOf(createClone, clone('a'.repeat(26)))).toBe(StatusCode.InvalidParam);
  });

  it('violating content is refused and counts nothing', async () => {
    const c = await as('viewer');
    expect(await c.statusOf(createClone, clone('Robin', { greeting: 'Buy my scam coins' }))).toBe(
      CreatorStatusCode.ContentViolation,
    );
    expect((await c.call(getCloneQuota, {})).quota.used).toBe(0);
  });

  it('uploads keep images only, sniffed from the bytes', async () => {
    const c = await as('viewer');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { url } = await c.call(uploadCreatorImage, { data_base64: png.toString('base64') });
    const served = await t.api.fetch(new Request(url));
    expect(served.headers.get('content-type')).toBe('image/png');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic')]);
    expect(await c.statusOf(uploadCreatorImage, { data_base64: heic.toString('base64') })).toBe(
      CreatorStatusCode.ImageRefused,
    );
    expect(await c.statusOf(uploadCreatorImage, { data_base64: Buffer.from('<svg/>').toString('base64') })).toBe(
      CreatorStatusCode.ImageRefused,
    );
  });
});

describe('themes, series and topics', () => {
  it('a theme answers its colours and sample bubbles; an unknown one is not found', async () => {
    const c = t.newClient();
    expect((await c.call(getTheme, { theme_id: SeedIds.creator.themes.sakura })).theme.samples.length).toBeGreaterThan(
      0,
    );
    expect(await c.statusOf(getTheme, { theme_id: 'theme_nope' })).toBe(StatusCode.NotFound);
  });

  it('a finished series has its epilogue and characters', async () => {
    const { series } = await t.newClient().call(getSeriesEpilogue, { series_id: SeedIds.creator.series.finished });
    expect(series).toMatchObject({ finished: true });
    expect(series.epilogue.length).toBeGreaterThan(0);
    expect(series.characters.length).toBe(2);
    expect(
      (await t.newClient().call(getSeriesEpilogue, { series_id: SeedIds.creator.series.ongoing })).series.finished,
    ).toBe(false);
  });

  it('a topic under review says so; unknown topics are not found', async () => {
    const c = t.newClient();
    expect((await c.call(getTopic, { tag_id: SeedIds.creator.topics.visible })).topic.posts.length).toBeGreaterThan(0);
    expect(await c.statusOf(getTopic, { tag_id: SeedIds.creator.topics.underReview })).toBe(
      CreatorStatusCode.TopicUnderReview,
    );
    expect(await c.statusOf(getTopic, { tag_id: '999999' })).toBe(StatusCode.NotFound);
  });
});

/**
 * The creator tools against abuse: a clone's pictures are uploads this server issued to the same
 * account (never free URLs), creator uploads have quotas per account and per address, and uploads no
 * clone names are removed after a day and never cached as if they were permanent.
 */
describe('creator abuse', () => {
  const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const DAY_MS = 24 * 60 * 60 * 1000;

  const open: Array<{ t: TestApi; dir: string }> = [];
  /** The servers' clock (their `now`) and the clients' signing clock, moved together by `later`. */
  const clock = { ms: Date.now() };
  const later = (ms: number): void => {
    clock.ms += ms;
  };
  afterEach(async () => {
    for (const { t, dir } of open.splice(0)) {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  function server(env: Record<string, string> = {}): TestApi {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-creator-abuse-'));
    const t = startInProcess({ now: () => clock.ms, env: { TALKIE_API_DATA_DIR: dir, ...env } });
    open.push({ t, dir });
    return t;
  }

  async function listening(env: Record<string, string>): Promise<TestApi> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-creator-abuse-'));
    const t = await startListening({ now: () => clock.ms, env: { TALKIE_API_DATA_DIR: dir, ...env } });
    open.push({ t, dir });
    return t;
  }

  async function as(t: TestApi, who: SeedAccount, device: string = randomUUID()): Promise<ApiClient> {
    const c = t.newClient({ now: () => Math.floor(clock.ms / 1000) });
    await loginAs(c, who, device);
    return c;
  }

  const upload = (c: ApiClient) => c.call(uploadCreatorImage, { data_base64: PNG });
  const clone = (c: ApiClient, image_urls: string[]) =>
    c.call(createClone, {
      request_id: randomUUID(),
      name: 'Robin',
      persona: 'Kind and curious.',
      greeting: 'Hi there!',
      image_urls,
    });
  const fetchOf = (t: TestApi, url: string) => t.api.fetch(new Request(url));

  describe('a clone’s pictures are this account’s uploads', () => {
    it.each([
      ['a link-local metadata address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
      ['a foreign tracking pixel', 'https://tracker.example/pixel.gif?uid=42'],
      ['a javascript: URL', 'javascript:alert(document.cookie)'],
      ['a data: URL', `data:image/png;base64,${PNG}`],
      ['the control API', 'http://localhost/__control/tickets'],
      ['a creator upload URL on another host', 'https://cdn.example/weaver/media/upload/up_0123456789abcdef0123'],
      ['a creator upload that does not exist', 'http://localhost/weaver/media/upload/up_0123456789abcdef0123'],
      ['an upload id that does not exist', 'up_0123456789abcdef0123'],
    ])('refuses %s with ImageReferenceInvalid and makes no clone', async (_name, reference) => {
      const t = server();
      const c = await as(t, 'viewer');
      const mine = await upload(c);
      expect(await refusal(clone(c, [mine.url, reference]))).toEqual({
        status_code: CreatorStatusCode.ImageReferenceInvalid,
        status_msg: expect.stringMatching(/^invalid field "image_urls": /) as string,
      });
      expect((await c.call(getCloneQuota, {})).quota.used).toBe(0);
    });

    it('refuses another account’s upload, by URL or by id, creator or help upload alike', async () => {
      const t = server();
      const owner = await as(t, 'viewer');
      const other = await as(t, 'proMember');
      const theirs = await upload(owner);
      const theirHelp = await owner.call(uploadImage, { data_base64: PNG });
      for (const reference of [theirs.url, theirs.upload_id, theirHelp.url, theirHelp.upload_id]) {
        expect((await refusal(clone(other, [reference])))?.status_code, reference).toBe(
          CreatorStatusCode.ImageReferenceInvalid,
        );
      }
      expect((await other.call(getCloneQuota, {})).quota.used).toBe(0);
    });

    it('takes its own upload by URL or id, and the app picker’s upload, and answers them as this server’s URLs', async () => {
      const t = server();
      const c = await as(t, 'viewer');
      const first = await upload(c);
      const second = await upload(c);
      // Inside the app the picker (chooseAndUploadImage) uploads through upload/image.
      const picked = await c.call(uploadImage, { data_base64: PNG });
      expect(first.url).toBe(`http://localhost/weaver/media/upload/${first.upload_id}`);
      const made = await clone(c, [first.url, second.upload_id, picked.url]);
      expect(made.clone.image_urls).toEqual([first.url, second.url, picked.url]);
      for (const url of made.clone.image_urls) expect((await fetchOf(t, url)).status).toBe(200);
    });
  });

  describe('creator uploads no clone names', () => {
    it('are removed a day after they were made, while a clone’s pictures stay; only the kept ones are cached for long', async () => {
      const t = server();
      const c = await as(t, 'viewer');
      const kept = await upload(c);
      const picked = await c.call(uploadImage, { data_base64: PNG });
      const abandoned = await upload(c);
      await clone(c, [kept.url, picked.url]);

      const waiting = await fetchOf(t, abandoned.url);
      expect(waiting.status).toBe(200);
      // Removed tomorrow: no shared cache may keep it, nor anyone for a year.
      expect(waiting.headers.get('cache-control')).toBe('private, max-age=3600');
      expect((await fetchOf(t, kept.url)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      later(DAY_MS - 60_000);
      await loginAs(c, 'viewer');
      await upload(c);
      expect((await fetchOf(t, abandoned.url)).status).toBe(200);
      later(61_000);
      // Past its day it is not served, even before a sweep removes it.
      expect((await fetchOf(t, abandoned.url)).status).toBe(404);
      await loginAs(c, 'viewer');
      await upload(c);
      expect((await fetchOf(t, abandoned.url)).status).toBe(404);
      expect((await fetchOf(t, kept.url)).status).toBe(200);
      expect((await fetchOf(t, picked.url)).status).toBe(200);
      expect((await refusal(clone(c, [abandoned.upload_id])))?.status_code).toBe(
        CreatorStatusCode.ImageReferenceInvalid,
      );
    });

    it('are also removed when a clone is made, and never when TALKIE_API_UPLOAD_UNATTACHED_TTL_S is 0', async () => {
      const t = server();
      const c = await as(t, 'viewer');
      const stale = await upload(c);
      later(DAY_MS + 1000);
      await loginAs(c, 'viewer');
      await clone(c, []);
      expect((await fetchOf(t, stale.url)).status).toBe(404);

      const keeping = server({ TALKIE_API_UPLOAD_UNATTACHED_TTL_S: '0' });
      const k = await as(keeping, 'viewer');
      const left = await upload(k);
      later(10 * DAY_MS);
      await loginAs(k, 'viewer');
      await upload(k);
      expect((await fetchOf(keeping, left.url)).status).toBe(200);
    });
  });

  describe('creator upload quotas', () => {
    it('35 uploads of one account in a day: 20 stored, the rest refused; another account may, and so may it a day later', async () => {
      const t = server();
      const device = randomUUID();
      const c = await as(t, 'viewer', device);
      const answers = [];
      for (let i = 0; i < 35; i += 1) answers.push(await refusal(upload(c)));
      expect(answers.filter((a) => a === null)).toHaveLength(20);
      expect(answers.slice(0, 20)).toEqual(Array(20).fill(null));
      expect(answers[20]).toEqual({
        status_code: CreatorStatusCode.UploadQuotaExceeded,
        status_msg: 'at most 20 pictures per account within 24 hours',
      });
      expect(new Set(answers.slice(20).map((a) => a?.status_code))).toEqual(
        new Set([CreatorStatusCode.UploadQuotaExceeded]),
      );
      expect(await refusal(upload(await as(t, 'proMember')))).toBeNull();
      later(DAY_MS + 1000);
      await loginAs(c, 'viewer', device);
      expect(await refusal(upload(c))).toBeNull();
    });

    it('refuses uploads from one address over TALKIE_API_CREATOR_UPLOADS_PER_IP, whichever account sends them', async () => {
      const t = await listening({ TALKIE_API_CREATOR_UPLOADS_PER_IP: '2' });
      const a = await as(t, 'viewer');
      const b = await as(t, 'proMember');
      await upload(a);
      await upload(b);
      expect(await refusal(upload(a))).toEqual({
        status_code: CreatorStatusCode.UploadQuotaExceeded,
        status_msg: 'at most 2 pictures per address within 24 hours',
      });
    });

    it('has defaults of 20 per account and 60 per address a day (far higher per address in test mode), each settable, 0 off', async () => {
      expect(readServerConfig({})).toMatchObject({ creatorUploadsPerAccount: 20, creatorUploadsPerIp: 60 });
      expect(readServerConfig({ TALKIE_API_TEST_MODE: '1' })).toMatchObject({
        creatorUploadsPerAccount: 20,
        creatorUploadsPerIp: TEST_MODE_IP_QUOTA,
      });
      expect(
        readServerConfig({ TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT: '5', TALKIE_API_CREATOR_UPLOADS_PER_IP: '7' }),
      ).toMatchObject({ creatorUploadsPerAccount: 5, creatorUploadsPerIp: 7 });
      expect(() => readServerConfig({ TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT: '-1' })).toThrow(
        'TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT',
      );

      const t = server({ TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT: '0' });
      const c = await as(t, 'viewer');
      for (let i = 0; i < 25; i += 1) expect(await refusal(upload(c))).toBeNull();
    });
  });
});

/** Creator calls at their edges, on an API per test (routes mounted inside the test). */
describe('creator edges', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);

  async function withApi(check: (t: TestApi, client: () => ApiClient) => Promise<void>): Promise<void> {
    const t = startInProcess({ now: () => NOW });
    try {
      await check(t, () => t.newClient({ now: () => Math.floor(NOW / 1000) }));
    } finally {
      await t.close();
    }
  }
  const jpeg = (size: number) => {
    const bytes = Buffer.alloc(size);
    bytes.set([0xff, 0xd8, 0xff]);
    return bytes.toString('base64');
  };

  describe('creator picture uploads', () => {
    it('take a picture of exactly 2 MiB and refuse one byte more, an empty one, or one that is not a picture', () =>
      withApi(async (t, client) => {
        const c = client();
        await loginAs(c, 'viewer');
        const { url } = await c.call(uploadCreatorImage, { data_base64: jpeg(2 * 1024 * 1024) });
        const served = await t.api.fetch(new Request(url));
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/jpeg');
        // No clone names it yet: removed after a day, so never cached as if it were permanent.
        expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
        expect((await served.arrayBuffer()).byteLength).toBe(2 * 1024 * 1024);
        expect(await c.statusOf(uploadCreatorImage, { data_base64: jpeg(2 * 1024 * 1024 + 1) })).toBe(
          CreatorStatusCode.ImageRefused,
        );
        expect(await c.statusOf(uploadCreatorImage, { data_base64: '====' })).toBe(CreatorStatusCode.ImageRefused);
        expect(
          await c.statusOf(uploadCreatorImage, { data_base64: Buffer.from('GIF88a......').toString('base64') }),
        ).toBe(CreatorStatusCode.ImageRefused);
        const missing = await t.api.fetch(new Request(`${url.slice(0, url.lastIndexOf('/'))}/up_missing`));
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({
          base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' },
        });
      }));
  });

  describe('subscriptions', () => {
    it('tell a visitor the creator’s levels and benefits, not subscribed, and refuse a creator that does not exist', () =>
      withApi(async (_t, client) => {
        const visitor = client();
        const status = await visitor.call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.en });
        expect(status).toMatchObject({ subscribed: false, level: null, levels: [{ level: 1, price_gems: 100 }] });
        expect(status.benefits).toContain('Early access');
        expect(await visitor.statusOf(getSubscriptionStatus, { creator_id: SeedIds.users.viewer })).toBe(
          StatusCode.NotFound,
        );
        const other = await visitor.call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.zh });
        expect(other.benefits).toBe('');
      }));

    it('save the benefits trimmed', () =>
      withApi(async (_t, client) => {
        const c = client();
        await loginAs(c, 'creator');
        const { settings } = await c.call(saveSubscriptionSettings, {
          benefits: '  Letters every month  ',
          levels: [{ level: 1, price_gems: 100 }],
        });
        expect(settings.benefits).toBe('Letters every month');
      }));
  });

  describe('the weekly report', () => {
    it('covers the seven full UTC days before today against the seven before them', () =>
      withApi(async (_t, client) => {
        const c = client();
        await loginAs(c, 'creator');
        const report = await c.call(getWeeklyReport, {});
        const today = Date.UTC(2026, 6, 15);
        expect(report.week_start_ms).toBe(today - 7 * DAY);
        expect(report.daily.map((d) => d.day_ms)).toEqual(Array.from({ length: 7 }, (_, i) => today - (7 - i) * DAY));
      }));

    it('adds up each week from its own days: what happened 8 to 14 days ago is last week, earlier is neither', () =>
      withApi(async (t, client) => {
        const c = client();
        await loginAs(c, 'creator');
        const today = Date.UTC(2026, 6, 15);
        const db = t.api.deps.db;
        db.prepare('DELETE FROM creator_daily_stats WHERE user_id = ?').run(SeedIds.users.creator.en);
        const put = db.prepare('INSERT INTO creator_daily_stats (user_id, day, counts) VALUES (?, ?, ?)');
        put.run(SeedIds.users.creator.en, today - 3 * DAY, JSON.stringify({ see_count: 1000 }));
        put.run(SeedIds.users.creator.en, today - 10 * DAY, JSON.stringify({ see_count: 200 }));
        put.run(SeedIds.users.creator.en, today - 14 * DAY, JSON.stringify({ see_count: 30 }));
        put.run(SeedIds.users.creator.en, today - 15 * DAY, JSON.stringify({ see_count: 4 }));
        const report = await c.call(getWeeklyReport, {});
        expect(report.this_week.see_count).toBe(1000);
        expect(report.last_week.see_count).toBe(230);
        expect(report.daily.find((d) => d.day_ms === today - 3 * DAY)?.counts.see_count).toBe(1000);
      }));

    it('is for creators only', () =>
      withApi(async (_t, client) => {
        const c = client();
        await loginAs(c, 'viewer');
        expect(await c.statusOf(getWeeklyReport, {})).toBe(CreatorStatusCode.NotCreator);
      }));
  });

  describe('a new clone', () => {
    it('is a character of its own, with a card picture served on the caller’s origin', () =>
      withApi(async (t, client) => {
        const c = client();
        await loginAs(c, 'viewer');
        const { clone } = await c.call(createClone, {
          request_id: 'req-clone-edges-1',
          name: 'Robin',
          persona: 'Patient, a little shy, loves old maps.',
          greeting: 'Oh, hello. Have you seen my compass?',
          image_urls: [],
        });
        expect(clone.npc_id).toBe(`npc_${clone.clone_id}`);
        expect(clone.card_url).toBe(`http://localhost/weaver/media/cover/${encodeURIComponent(clone.clone_id)}.svg`);
        const card = await t.api.fetch(new Request(clone.card_url));
        expect(card.headers.get('content-type')).toBe('image/svg+xml');
      }));
  });

  describe('subscription settings at their edges', () => {
    it('a creator who never saved settings has no benefits yet, as an empty text', () =>
      withApi(async (t, client) => {
        const c = client();
        await loginAs(c, 'viewer');
        await t.control.makeCreator(SeedIds.users.viewer);
        const { settings } = await c.call(getSubscriptionSettings, {});
        expect(settings.benefits).toBe('');
      }));

    it('saving the same priced levels again keeps them, and a new level can be added after them', () =>
      withApi(async (_t, client) => {
        const c = client();
        await loginAs(c, 'creator');
        const levels = [
          { level: 1, price_gems: 100 },
          { level: 2, price_gems: 200 },
        ];
        await c.call(saveSubscriptionSettings, { benefits: 'Letters', levels });
        expect((await c.call(saveSubscriptionSettings, { benefits: 'Letters', levels })).settings.levels).toEqual(
          levels,
        );
        const more = [...levels, { level: 3, price_gems: 300 }];
        expect((await c.call(saveSubscriptionSettings, { benefits: 'Letters', levels: more })).settings.levels).toEqual(
          more,
        );
      }));
  });

  describe('a series that does not exist', () => {
    it('is “not found”, not a server error', () =>
      withApi(async (_t, client) => {
        expect(await client().statusOf(getSeriesEpilogue, { series_id: 'series_nope' })).toBe(StatusCode.NotFound);
      }));
  });
});
