import { describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import type { ApiError } from '../../server/http/pipeline';
import { apiErrorCode, withSeededDb } from './support';
import { SeedIds } from '../../server/seed/ids';
import {
  cloneQuota,
  createCloneFor,
  dailyCounts,
  dayStart,
  requireCreator,
  saveSubscription,
  sumCounts,
  weekStart,
} from '../../server/services/creators';

const DAY = 24 * 60 * 60 * 1000;
/** Wednesday 2026-07-15 12:00 UTC. */
const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);

describe('creator calendar', () => {
  it('starts a week on Monday 00:00 UTC and a day at 00:00 UTC', () => {
    expect(weekStart(NOW)).toBe(Date.UTC(2026, 6, 13));
    expect(weekStart(Date.UTC(2026, 6, 13))).toBe(Date.UTC(2026, 6, 13));
    expect(weekStart(Date.UTC(2026, 6, 12, 23, 59, 59, 999))).toBe(Date.UTC(2026, 6, 6));
    expect(weekStart(Date.UTC(2026, 6, 19, 23, 0))).toBe(Date.UTC(2026, 6, 13));
    expect(dayStart(NOW)).toBe(Date.UTC(2026, 6, 15));
  });

  it('resets the clone quota at the next Monday', () =>
    withSeededDb((db) => {
      expect(cloneQuota(db, SeedIds.users.viewer, NOW)).toEqual({
        used: 0,
        limit: 3,
        resets_at_ms: Date.UTC(2026, 6, 20),
      });
    }, NOW));
});

describe('daily numbers', () => {
  it('lists each day from the first, zero where nothing was recorded, and adds them up', () =>
    withSeededDb((db) => {
      const creator = SeedIds.users.creator.en;
      db.prepare('DELETE FROM creator_daily_stats WHERE user_id = ?').run(creator);
      const from = Date.UTC(2026, 6, 1);
      db.prepare('INSERT INTO creator_daily_stats (user_id, day, counts) VALUES (?, ?, ?)').run(
        creator,
        from + DAY,
        JSON.stringify({ see_count: 5 }),
      );
      db.prepare('INSERT INTO creator_daily_stats (user_id, day, counts) VALUES (?, ?, ?)').run(
        creator,
        from + 2 * DAY,
        JSON.stringify({ see_count: 2, total_msg_num: 7 }),
      );
      // Outside the range on both sides.
      db.prepare('INSERT INTO creator_daily_stats (user_id, day, counts) VALUES (?, ?, ?)').run(
        creator,
        from - DAY,
        JSON.stringify({ see_count: 100 }),
      );
      db.prepare('INSERT INTO creator_daily_stats (user_id, day, counts) VALUES (?, ?, ?)').run(
        creator,
        from + 3 * DAY,
        JSON.stringify({ see_count: 100 }),
      );
      const days = dailyCounts(db, creator, from, 3);
      expect(days.map((d) => d.day_ms)).toEqual([from, from + DAY, from + 2 * DAY]);
      expect(days.map((d) => d.counts.see_count)).toEqual([0, 5, 2]);
      expect(days[0]?.counts.total_msg_num).toBe(0);
      const total = sumCounts(days);
      expect(total.see_count).toBe(7);
      expect(total.total_msg_num).toBe(7);
      expect(total.chat_cid_ucnt).toBe(0);
    }, NOW));
});

describe('subscription prices', () => {
  it('takes the highest level and the highest price the creator may set, and refuses one more', () =>
    withSeededDb((db) => {
      const creator = requireCreator(db, SeedIds.users.creator.en);
      const existing = { level: 1, price_gems: 100 };
      expect(
        apiErrorCode(() =>
          saveSubscription(
            db,
            creator,
            { benefits: 'b', levels: [existing, { level: creator.max_levels, price_gems: creator.max_price_gems }] },
            NOW,
          ),
        ),
      ).toBeNull();
      expect(
        apiErrorCode(() =>
          saveSubscription(
            db,
            creator,
            { benefits: 'b', levels: [existing, { level: creator.max_levels + 1, price_gems: 10 }] },
            NOW,
          ),
        ),
      ).toBe(CreatorStatusCode.SubscriptionBeyondLimit);
      expect(
        apiErrorCode(() =>
          saveSubscription(
            db,
            creator,
            { benefits: 'b', levels: [existing, { level: 2, price_gems: creator.max_price_gems + 1 }] },
            NOW,
          ),
        ),
      ).toBe(CreatorStatusCode.SubscriptionBeyondLimit);
    }, NOW));

  it('refuses a level named twice, and a set price changed or removed', () =>
    withSeededDb((db) => {
      const creator = requireCreator(db, SeedIds.users.creator.en);
      expect(
        apiErrorCode(() =>
          saveSubscription(
            db,
            creator,
            {
              benefits: 'b',
              levels: [
                { level: 1, price_gems: 100 },
                { level: 1, price_gems: 100 },
              ],
            },
            NOW,
          ),
        ),
      ).toBe(StatusCode.InvalidParam);
      expect(
        apiErrorCode(() =>
          saveSubscription(db, creator, { benefits: 'b', levels: [{ level: 1, price_gems: 101 }] }, NOW),
        ),
      ).toBe(CreatorStatusCode.PriceUnmodifiable);
      expect(apiErrorCode(() => saveSubscription(db, creator, { benefits: 'b', levels: [] }, NOW))).toBe(
        CreatorStatusCode.PriceUnmodifiable,
      );
    }, NOW));
});

describe('clones', () => {
  const input = {
    request_id: 'req-1',
    name: ' Robin ',
    persona: '  Kind and curious.  ',
    greeting: '  Hi!  ',
    image_urls: [],
  };

  it('keeps the texts trimmed', () =>
    withSeededDb((db) => {
      const row = createCloneFor(db, SeedIds.users.viewer, input, NOW);
      expect({ name: row.name, persona: row.persona, greeting: row.greeting, week: row.week }).toEqual({
        name: 'Robin',
        persona: 'Kind and curious.',
        greeting: 'Hi!',
        week: Date.UTC(2026, 6, 13),
      });
    }, NOW));

  it('refuses a blank name, persona or greeting, naming the field', () =>
    withSeededDb((db) => {
      for (const [field, value] of [
        ['name', '  '],
        ['persona', ' \n '],
        ['greeting', ''],
        ['greeting', ' \t '],
      ] as const) {
        let refused: ApiError | undefined;
        try {
          createCloneFor(db, SeedIds.users.viewer, { ...input, request_id: `req-${field}`, [field]: value }, NOW);
        } catch (error) {
          refused = error as ApiError;
        }
        expect(refused?.code).toBe(StatusCode.InvalidParam);
        expect(refused?.message).toBe(`invalid field "${field}": must not be empty`);
      }
    }, NOW));
});
