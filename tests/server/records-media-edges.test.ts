import { describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { openDatabase } from '../../server/db/database';
import { byteRange, promoFile } from '../../server/services/promo-media';
import { gemRecord, RecordRefusal, spendGems } from '../../server/services/records';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 8, 1, 10, 0, 0);

describe('byte ranges of the promo videos', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['bytes=-', null],
    ['items=0-9', null],
    ['xbytes=0-9', null],
    ['bytes=0-9,20-29', null],
    ['bytes=0-99', { start: 0, end: 99 }],
    [' bytes=1-2 ', { start: 1, end: 2 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=0-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes=999-', { start: 999, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=1000-1001', 'unsatisfiable'],
    ['bytes=5-4', 'unsatisfiable'],
  ] as const)('of a 1000-byte file: %s → %j', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });

  it('has no range to give of an empty file', () => {
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(byteRange('bytes=-10', 0)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-0', 0)).toBe('unsatisfiable');
  });
});

describe('the promo files', () => {
  it('serves the known files with their types and nothing else', () => {
    expect(promoFile('ug-promo.mp4')?.type).toBe('video/mp4');
    expect(promoFile('ug-promo.webm')?.type).toBe('video/webm');
    expect(promoFile('ug-promo-poster.jpg')?.type).toBe('image/jpeg');
    expect(promoFile('ug-promo.mp4')?.body.byteLength).toBeGreaterThan(0);
    for (const name of ['missing.mp4', '../promo/ug-promo.mp4', 'UG-PROMO.mp4', 'ug-promo.mp4.txt', 'ug-promo.mov', 'xug-promo.mp4/']) expect(promoFile(name), name).toBeNull();
  });

  it('answers the same bytes from its cache', () => {
    expect(promoFile('ug-promo-poster.jpg')?.body).toBe(promoFile('ug-promo-poster.jpg')?.body);
  });
});

describe('gems', () => {
  function withGrants(grants: { amount: number; spent?: number; granted: number; expires: number; source?: string }[], check: (db: ReturnType<typeof openDatabase>) => void): void {
    const db = openDatabase(':memory:');
    try {
      db.prepare("INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES ('u1', 'n', '', 0, 0)").run();
      const add = db.prepare("INSERT INTO gem_grants (user_id, amount, spent, source, granted_at, expires_at) VALUES ('u1', ?, ?, ?, ?, ?)");
      for (const g of grants) add.run(g.amount, g.spent ?? 0, g.source ?? 'daily', g.granted, g.expires);
      check(db);
    } finally {
      db.close();
    }
  }

  it('spends exactly the balance, from the grants that expire first, and refuses one gem more', () =>
    withGrants(
      [
        { amount: 10, granted: NOW - 5 * DAY, expires: NOW + 20 * DAY },
        { amount: 5, granted: NOW - 3 * DAY, expires: NOW + 2 * DAY },
      ],
      (db) => {
        let refused: unknown;
        try {
          spendGems(db, 'u1', 16, 'draw', NOW);
        } catch (error) {
          refused = error;
        }
        expect(refused).toBeInstanceOf(RecordRefusal);
        expect((refused as RecordRefusal).status).toBe(StatusCode.GemsInsufficient);
        spendGems(db, 'u1', 7, 'draw', NOW);
        const left = gemRecord(db, 'u1', NOW).grants.map((g) => [g.amount, g.remaining]);
        expect(left).toEqual([
          [10, 8],
          [5, 0],
        ]);
        spendGems(db, 'u1', 8, 'draw', NOW);
        expect(gemRecord(db, 'u1', NOW).balance).toBe(0);
      },
    ));

  it('lists gems still to use first, soonest expiry first, then the rest newest first; expiring soon means within 7 days, the 7th day included', () =>
    withGrants(
      // Stored in an order the listing must not keep.
      [
        { amount: 16, granted: NOW - 40 * DAY, expires: NOW - DAY, source: 'expired' },
        { amount: 8, spent: 8, granted: NOW - 6 * DAY, expires: NOW + 100 * DAY, source: 'used-old' },
        { amount: 2, granted: NOW - 9 * DAY, expires: NOW + 7 * DAY + 1, source: 'b' },
        { amount: 8, spent: 8, granted: NOW - 2 * DAY, expires: NOW + 100 * DAY, source: 'used-new' },
        { amount: 1, granted: NOW - 10 * DAY, expires: NOW + 7 * DAY, source: 'a' },
        { amount: 4, granted: NOW - 8 * DAY, expires: NOW + 3 * DAY, source: 'c' },
      ],
      (db) => {
        const record = gemRecord(db, 'u1', NOW);
        expect(record.grants.map((g) => g.source)).toEqual(['c', 'a', 'b', 'used-new', 'used-old', 'expired']);
        expect(record.grants.find((g) => g.source === 'expired')).toMatchObject({ remaining: 0, expired: true });
        expect(record.expiring_soon).toEqual({ gems: 5, first_expires_at_ms: NOW + 3 * DAY });
        expect(record.balance).toBe(7);
      },
    ));

  it('counts gems as expired at the very millisecond they expire', () =>
    withGrants(
      [
        { amount: 3, granted: NOW - DAY, expires: NOW, source: 'now' },
        { amount: 5, granted: NOW - DAY, expires: NOW + 1, source: 'later' },
      ],
      (db) => {
        const record = gemRecord(db, 'u1', NOW);
        expect(record.grants.find((g) => g.source === 'now')).toMatchObject({ remaining: 0, expired: true });
        expect(record.grants.find((g) => g.source === 'later')).toMatchObject({ remaining: 5, expired: false });
        expect(record.balance).toBe(5);
      },
    ));

  it('has nothing expiring soon when nothing is left', () =>
    withGrants([{ amount: 3, spent: 3, granted: NOW - DAY, expires: NOW + DAY }], (db) => {
      expect(gemRecord(db, 'u1', NOW).expiring_soon).toEqual({ gems: 0, first_expires_at_ms: null });
    }));
});
