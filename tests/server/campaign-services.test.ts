import { describe, expect, it } from 'vitest';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { findEvent, phaseOf, type EventRow } from '../../server/services/campaign-events';
import { rankPage } from '../../server/services/summer';
import { apiErrorCode, withSeededDb } from './support';

const event = (fields: Partial<EventRow>): EventRow =>
  ({ event_id: 'e', kind: 'spin', starts_at: 1000, ends_at: 2000, paused: 0, daily_spins: 3, ...fields }) as EventRow;

describe('an event’s phase', () => {
  it('runs from its start’s millisecond to the one before its end', () => {
    expect(phaseOf(event({}), 999)).toBe('not_started');
    expect(phaseOf(event({}), 1000)).toBe('running');
    expect(phaseOf(event({}), 1999)).toBe('running');
    expect(phaseOf(event({}), 2000)).toBe('ended');
    expect(phaseOf(event({ paused: 1 }), 1500)).toBe('paused');
    expect(phaseOf(event({ paused: 1 }), 2000)).toBe('ended');
  });
});

describe('finding an event', () => {
  it('finds it by id of any kind, or of the kind asked for, and refuses an unknown one or another kind', () =>
    withSeededDb((db) => {
      expect(findEvent(db, CampaignSeedIds.events.spin).event_id).toBe(CampaignSeedIds.events.spin);
      expect(findEvent(db, CampaignSeedIds.events.spin, 'spin').kind).toBe('spin');
      expect(apiErrorCode(() => findEvent(db, CampaignSeedIds.events.spin, 'summer'))).toBe(
        CampaignStatusCode.EventNotFound,
      );
      expect(apiErrorCode(() => findEvent(db, 'no_such_event'))).toBe(CampaignStatusCode.EventNotFound);
    }));
});

describe('the summer rank’s pages', () => {
  it('pages in twenties and stops at the top 100', () =>
    withSeededDb((db) => {
      const add = db.prepare('INSERT INTO summer_scores (user_id, nickname, score) VALUES (?, ?, ?)');
      for (let i = 0; i < 130; i += 1) add.run(`u_extra_${i}`, `Player ${i}`, 10 + i);
      const page = (offset: number) => rankPage(db, 'u_nobody', offset, 'http://localhost');
      expect(page(0).entries).toHaveLength(20);
      expect(page(0).has_more).toBe(true);
      expect(page(60).has_more).toBe(true);
      expect(page(80).entries).toHaveLength(20);
      expect(page(80).has_more).toBe(false);
      expect(page(0).me).toBeNull();
      for (const entry of page(0).entries)
        expect(entry.avatar_url).toBe(`http://localhost/weaver/media/avatar/${entry.user_id}.svg`);
    }));

  it('says there is no more on the last page of a short board', () =>
    withSeededDb((db) => {
      const total = (db.prepare('SELECT COUNT(*) AS n FROM summer_scores').get() as { n: number }).n;
      expect(total).toBeLessThan(40);
      const last = rankPage(db, 'u_nobody', 20, 'http://localhost');
      expect(last.entries).toHaveLength(total - 20);
      expect(last.has_more).toBe(false);
      const exact = rankPage(db, 'u_nobody', total - 20, 'http://localhost');
      expect(exact.entries).toHaveLength(20);
      expect(exact.has_more).toBe(false);
    }));
});
