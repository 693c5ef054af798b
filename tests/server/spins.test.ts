import { describe, expect, it } from 'vitest';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import type { Db } from '../../server/db/database';
import { ApiError } from '../../server/http/pipeline';
import { apiErrorCode, withSeededDb } from './support';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { findEvent } from '../../server/services/campaign-events';
import {
  adSessionOf,
  countsOf,
  creditAdSession,
  drawablePrizes,
  pickByWeight,
  secureUniform,
  spinOnce,
  startAdSession,
} from '../../server/services/spins';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 6, 15, 12, 0, 0);

const newUser = (db: Db, id: string) =>
  db
    .prepare("INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES (?, 'n', '', 0, ?)")
    .run(id, NOW);

describe('the draw', () => {
  const prizes = [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 3 },
    { id: 'zero', weight: 0 },
  ];

  it('gives each prize its share of the weights, a weight of 0 none', () => {
    expect(pickByWeight(prizes, 0).id).toBe('a');
    expect(pickByWeight(prizes, 0.2499).id).toBe('a');
    expect(pickByWeight(prizes, 0.25).id).toBe('b');
    expect(pickByWeight(prizes, 0.9999).id).toBe('b');
  });

  it('falls on the last prize that has a weight when the number reaches the end', () => {
    expect(pickByWeight(prizes, 1).id).toBe('b');
    expect(() => pickByWeight([{ weight: 0 }], 0.5)).toThrow('a wheel needs a prize with a weight');
    expect(() => pickByWeight([], 0.5)).toThrow('a wheel needs a prize with a weight');
  });

  it('draws numbers in [0, 1) that no two draws share', () => {
    const draws = Array.from({ length: 500 }, () => secureUniform());
    for (const u of draws) {
      expect(u).not.toBeLessThan(0);
      expect(u).toBeLessThan(1);
    }
    expect(new Set(draws).size).toBe(500);
  });
});

describe('who can land on what', () => {
  it('keeps physical prizes for real-name accounts', () => {
    const wheel = [{ kind: 'gems' as const }, { kind: 'physical' as const }, { kind: 'none' as const }];
    expect(drawablePrizes(wheel, true).map((p) => p.kind)).toEqual(['gems', 'none']);
    expect(drawablePrizes(wheel, false).map((p) => p.kind)).toEqual(['gems', 'physical', 'none']);
  });

  it('an anonymous account never wins a physical prize, even where the number falls on one', () =>
    withSeededDb((db) => {
      db.prepare(
        "INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES ('anon', 'n', '', 1, ?)",
      ).run(NOW);
      const event = findEvent(db, CampaignSeedIds.events.spin, 'spin');
      const kinds = new Set<string>();
      // Numbers spread over the whole wheel: every slice of it is hit at least once.
      for (let i = 0; i < 40; i += 1) {
        db.prepare('DELETE FROM spin_days').run();
        kinds.add(spinOnce(db, 'anon', event, `k-${i}`, NOW, () => i / 40).kind);
      }
      expect(kinds.has('physical')).toBe(false);
      expect(kinds.has('gems')).toBe(true);
    }, NOW));
});

describe('a spin’s record', () => {
  it('gives a physical prize 7 days to claim and a gem prize none', () =>
    withSeededDb((db) => {
      newUser(db, 'u1');
      const event = findEvent(db, CampaignSeedIds.events.spin, 'spin');
      const seen = new Map<string, { claim_deadline: number | null; gems_expire_at: number | null }>();
      for (let i = 0; i < 500 && !(seen.has('physical') && seen.has('gems')); i += 1) {
        db.prepare('DELETE FROM spin_days').run();
        const row = spinOnce(db, 'u1', event, `k-${i}`, NOW);
        seen.set(row.kind, { claim_deadline: row.claim_deadline, gems_expire_at: row.gems_expire_at });
      }
      expect(seen.get('physical')?.claim_deadline).toBe(NOW + 7 * DAY);
      expect(seen.get('physical')?.gems_expire_at).toBeNull();
      expect(seen.get('gems')?.claim_deadline).toBeNull();
      expect(seen.get('gems')?.gems_expire_at).toBe(NOW + 180 * DAY);
    }, NOW));

  it('refuses a key used for another event', () =>
    withSeededDb((db) => {
      newUser(db, 'u1');
      spinOnce(db, 'u1', findEvent(db, CampaignSeedIds.events.spin), 'same-key', NOW);
      let refused: unknown;
      try {
        spinOnce(db, 'u1', findEvent(db, CampaignSeedIds.events.grid), 'same-key', NOW);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).code).toBe(CampaignStatusCode.IdempotencyKeyReused);
    }, NOW));
});

describe('gems won', () => {
  it('are granted as the wheel’s, to expire with every grant', () =>
    withSeededDb((db) => {
      newUser(db, 'u1');
      const event = findEvent(db, CampaignSeedIds.events.spin);
      // Numbers that fall on the gem slices and elsewhere.
      const won = [0.01, 0.5, 0.99].map((u, i) => spinOnce(db, 'u1', event, `k${i}`, NOW, () => u));
      const gems = won.filter((r) => r.gems_expire_at !== null);
      const grants = db.prepare('SELECT source FROM gem_grants WHERE user_id = ?').all('u1') as { source: string }[];
      expect(grants).toHaveLength(gems.length);
      expect(grants.every((g) => g.source === 'spin')).toBe(true);
      expect(gems.length).toBeGreaterThan(0);
    }, NOW));
});

describe('rewarded ads', () => {
  it('credit a session once, at most 3 a day, and nothing for a session that does not exist', () =>
    withSeededDb((db) => {
      newUser(db, 'u1');
      const event = findEvent(db, CampaignSeedIds.events.spin);
      expect(creditAdSession(db, 'ad_nope', NOW)).toBe(false);
      const sessions = [0, 1, 2].map(() => startAdSession(db, 'u1', event, NOW));
      const fourth = startAdSession(db, 'u1', event, NOW);
      expect(creditAdSession(db, sessions[0] ?? '', NOW)).toBe(true);
      expect(creditAdSession(db, sessions[0] ?? '', NOW)).toBe(false);
      expect(countsOf(db, 'u1', event, NOW)).toMatchObject({ remaining_spins: 4, ad_spins_left: 2 });
      expect(creditAdSession(db, sessions[1] ?? '', NOW)).toBe(true);
      expect(creditAdSession(db, sessions[2] ?? '', NOW)).toBe(true);
      expect(creditAdSession(db, fourth, NOW)).toBe(false);
      expect(countsOf(db, 'u1', event, NOW)).toMatchObject({ remaining_spins: 6, ad_spins_left: 0 });
    }, NOW));

  it('a session belongs to its user and its event', () =>
    withSeededDb((db) => {
      newUser(db, 'u1');
      newUser(db, 'u2');
      const spin = findEvent(db, CampaignSeedIds.events.spin);
      const session = startAdSession(db, 'u1', spin, NOW);
      expect(adSessionOf(db, 'u1', spin.event_id, session).session_id).toBe(session);
      expect(
        apiErrorCode(() => adSessionOf(db, 'u2', spin.event_id, session)),
        'another user',
      ).toBe(CampaignStatusCode.AdSessionInvalid);
      expect(
        apiErrorCode(() => adSessionOf(db, 'u1', CampaignSeedIds.events.grid, session)),
        'another event',
      ).toBe(CampaignStatusCode.AdSessionInvalid);
    }, NOW));
});
