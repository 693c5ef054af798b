/** Creator tools on the local API: who may call what, the subscription rules, clones and content states. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
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
import { loginAs, startInProcess, type ApiClient, type SeedAccount } from './support';

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
    expect(await c.statusOf(saveSubscriptionSettings, { benefits: 'x', levels: [{ level: 2, price_gems: 300 }] })).toBe(CreatorStatusCode.PriceUnmodifiable);
    expect((await c.call(getSubscriptionSettings, {})).settings.benefits).toBe('Monthly letters');
  });

  it('levels beyond the limit and prices over the cap are refused', async () => {
    const c = await as('creator');
    const { settings } = await c.call(getSubscriptionSettings, {});
    const tooMany = Array.from({ length: settings.max_levels + 1 }, (_, i) => ({ level: i + 1, price_gems: 100 * (i + 1) }));
    expect(await c.statusOf(saveSubscriptionSettings, { benefits: '', levels: tooMany })).toBe(CreatorStatusCode.SubscriptionBeyondLimit);
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
    expect(await c.statusOf(saveSubscriptionSettings, { benefits: 'Join my SCAM club', levels: [{ level: 1, price_gems: 100 }] })).toBe(CreatorStatusCode.IllegalWord);
    expect((await c.call(getSubscriptionSettings, {})).settings.benefits).not.toContain('SCAM');
  });

  it('a viewer sees whether they are subscribed', async () => {
    expect(await (await as('viewer')).call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.en })).toMatchObject({ subscribed: true, level: 1 });
    expect(await (await as('standardMember')).call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.en })).toMatchObject({ subscribed: false, level: null });
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
    expect(await c.statusOf(createClone, clone('Robin', { greeting: 'Buy my scam coins' }))).toBe(CreatorStatusCode.ContentViolation);
    expect((await c.call(getCloneQuota, {})).quota.used).toBe(0);
  });

  it('uploads keep images only, sniffed from the bytes', async () => {
    const c = await as('viewer');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { url } = await c.call(uploadCreatorImage, { data_base64: png.toString('base64') });
    const served = await t.api.fetch(new Request(url));
    expect(served.headers.get('content-type')).toBe('image/png');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic')]);
    expect(await c.statusOf(uploadCreatorImage, { data_base64: heic.toString('base64') })).toBe(CreatorStatusCode.ImageRefused);
    expect(await c.statusOf(uploadCreatorImage, { data_base64: Buffer.from('<svg/>').toString('base64') })).toBe(CreatorStatusCode.ImageRefused);
  });
});

describe('themes, series and topics', () => {
  it('a theme answers its colours and sample bubbles; an unknown one is not found', async () => {
    const c = t.newClient();
    expect((await c.call(getTheme, { theme_id: SeedIds.creator.themes.sakura })).theme.samples.length).toBeGreaterThan(0);
    expect(await c.statusOf(getTheme, { theme_id: 'theme_nope' })).toBe(StatusCode.NotFound);
  });

  it('a finished series has its epilogue and characters', async () => {
    const { series } = await t.newClient().call(getSeriesEpilogue, { series_id: SeedIds.creator.series.finished });
    expect(series).toMatchObject({ finished: true });
    expect(series.epilogue.length).toBeGreaterThan(0);
    expect(series.characters.length).toBe(2);
    expect((await t.newClient().call(getSeriesEpilogue, { series_id: SeedIds.creator.series.ongoing })).series.finished).toBe(false);
  });

  it('a topic under review says so; unknown topics are not found', async () => {
    const c = t.newClient();
    expect((await c.call(getTopic, { tag_id: SeedIds.creator.topics.visible })).topic.posts.length).toBeGreaterThan(0);
    expect(await c.statusOf(getTopic, { tag_id: SeedIds.creator.topics.underReview })).toBe(CreatorStatusCode.TopicUnderReview);
    expect(await c.statusOf(getTopic, { tag_id: '999999' })).toBe(StatusCode.NotFound);
  });
});
