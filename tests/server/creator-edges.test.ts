/** Creator calls at their edges, on an API per test (routes mounted inside the test). */
import { describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { createClone, getSeriesEpilogue, getSubscriptionSettings, getSubscriptionStatus, getWeeklyReport, saveSubscriptionSettings, uploadCreatorImage } from '../../src/api/contract/creator';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, startInProcess, type ApiClient, type TestApi } from './support';

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
      expect(await c.statusOf(uploadCreatorImage, { data_base64: jpeg(2 * 1024 * 1024 + 1) })).toBe(CreatorStatusCode.ImageRefused);
      expect(await c.statusOf(uploadCreatorImage, { data_base64: '====' })).toBe(CreatorStatusCode.ImageRefused);
      expect(await c.statusOf(uploadCreatorImage, { data_base64: Buffer.from('GIF88a......').toString('base64') })).toBe(CreatorStatusCode.ImageRefused);
      const missing = await t.api.fetch(new Request(`${url.slice(0, url.lastIndexOf('/'))}/up_missing`));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' } });
    }));
});

describe('subscriptions', () => {
  it('tell a visitor the creator’s levels and benefits, not subscribed, and refuse a creator that does not exist', () =>
    withApi(async (_t, client) => {
      const visitor = client();
      const status = await visitor.call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.en });
      expect(status).toMatchObject({ subscribed: false, level: null, levels: [{ level: 1, price_gems: 100 }] });
      expect(status.benefits).toContain('Early access');
      expect(await visitor.statusOf(getSubscriptionStatus, { creator_id: SeedIds.users.viewer })).toBe(StatusCode.NotFound);
      const other = await visitor.call(getSubscriptionStatus, { creator_id: SeedIds.users.creator.zh });
      expect(other.benefits).toBe('');
    }));

  it('save the benefits trimmed', () =>
    withApi(async (_t, client) => {
      const c = client();
      await loginAs(c, 'creator');
      const { settings } = await c.call(saveSubscriptionSettings, { benefits: '  Letters every month  ', levels: [{ level: 1, price_gems: 100 }] });
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
      expect((await c.call(saveSubscriptionSettings, { benefits: 'Letters', levels })).settings.levels).toEqual(levels);
      const more = [...levels, { level: 3, price_gems: 300 }];
      expect((await c.call(saveSubscriptionSettings, { benefits: 'Letters', levels: more })).settings.levels).toEqual(more);
    }));
});

describe('a series that does not exist', () => {
  it('is “not found”, not a server error', () =>
    withApi(async (_t, client) => {
      expect(await client().statusOf(getSeriesEpilogue, { series_id: 'series_nope' })).toBe(StatusCode.NotFound);
    }));
});
