/** Originality statement, card-draw record, gems record and card draws (README "Documents and records"). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { drawCard, getCardDraws, getGemRecord, getOriginality } from '../../src/api/contract/records';
import { SeedIds } from '../../server/seed/ids';
import { loginAs, loginWithPhone, startListening, type TestApi } from './support';
import { openDatabase } from '../../server/db/database';
import { byteRange, promoFile } from '../../server/services/promo-media';
import { gemRecord, RecordRefusal, spendGems } from '../../server/services/records';

const DAY = 24 * 3600 * 1000;
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());
beforeEach(() => t.control.reset());

async function freshUser(phone: string): Promise<string> {
  const { user_id } = await loginWithPhone(t.client, phone);
  return user_id;
}

describe('originality statement', () => {
  it('names the character, its creator and the day it was made; an unknown id is not found', async () => {
    await loginAs(t.client, 'anonymous');
    const { npc } = await t.client.call(getOriginality, { npc_id: SeedIds.npcs.ja });
    expect(npc).toMatchObject({ npc_id: SeedIds.npcs.ja, creator_id: SeedIds.users.creator.ja });
    expect(npc.name.length).toBeGreaterThan(0);
    expect(npc.creator_nickname.length).toBeGreaterThan(0);
    expect(npc.created_at_ms).toBeLessThan(Date.now());
    expect(await t.client.statusOf(getOriginality, { npc_id: 'npc_nobody' })).toBe(StatusCode.NotFound);
  });
});

describe('card-draw record', () => {
  it('lists the draws of the last 30 days only, newest first, in pages', async () => {
    const userId = await freshUser('+12015300001');
    const now = Date.now();
    await t.control.grantGems(userId, 1000, 'gift', now - 40 * DAY);
    for (const daysAgo of [31, 29, 10, 1, 0])
      await t.control.drawCardAt(userId, SeedIds.npcs.en, now - daysAgo * DAY - 1000);
    const first = await t.client.call(getCardDraws, { page_size: 3 });
    expect(first.retention_days).toBe(30);
    expect(first.draws).toHaveLength(3);
    expect(first.next_page_token).not.toBeNull();
    const second = await t.client.call(getCardDraws, { page_size: 3, page_token: first.next_page_token ?? '' });
    expect(second.draws).toHaveLength(1);
    expect(second.next_page_token).toBeNull();
    // A page that holds exactly what is left has no next page.
    const whole = await t.client.call(getCardDraws, { page_size: 4 });
    expect(whole.draws).toHaveLength(4);
    expect(whole.next_page_token).toBeNull();
    const times = [...first.draws, ...second.draws].map((d) => d.drawn_at_ms);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThan(now - 30 * DAY);
    expect(first.draws[0]).toMatchObject({ npc_id: SeedIds.npcs.en, gems: 30 });
  });

  it('is empty for a user who never drew, and refuses a page token it did not give', async () => {
    await freshUser('+12015300002');
    expect(await t.client.call(getCardDraws, {})).toMatchObject({ draws: [], next_page_token: null });
    expect(await t.client.statusOf(getCardDraws, { page_token: "1' OR 1=1" })).toBe(StatusCode.InvalidParam);
  });
});

describe('gems record', () => {
  it('shows the balance, each grant expiring 180 days after it was made, what expires within 7 days, and spending', async () => {
    const userId = await freshUser('+12015300003');
    const now = Date.now();
    await t.control.grantGems(userId, 50, 'event', now - 175 * DAY); // expires in 5 days
    await t.control.grantGems(userId, 100, 'invitation', now - 10 * DAY); // expires in 170 days
    await t.control.grantGems(userId, 70, 'gift', now - 190 * DAY); // expired 10 days ago
    await t.control.drawCardAt(userId, SeedIds.npcs.en, now - DAY); // 30 gems, from the grant that expires first
    const record = await t.client.call(getGemRecord, {});
    expect(record.balance).toBe(50 + 100 - 30);
    expect(record.expiring_soon).toEqual({ gems: 20, first_expires_at_ms: now - 175 * DAY + 180 * DAY });
    expect(record.expiring_window_days).toBe(7);
    for (const g of record.grants) expect(g.expires_at_ms - g.granted_at_ms).toBe(180 * DAY);
    expect(record.grants.map((g) => [g.source, g.remaining, g.expired])).toEqual([
      ['event', 20, false],
      ['invitation', 100, false],
      ['gift', 0, true],
    ]);
    expect(record.spends).toHaveLength(1);
    expect(record.spends[0]).toMatchObject({ amount: 30, reason: 'card_draw' });
  });

  it('a grant 8 days from expiry is not "expiring soon"; one that expired is not counted', async () => {
    const userId = await freshUser('+12015300004');
    const now = Date.now();
    await t.control.grantGems(userId, 40, 'event', now - 172 * DAY);
    const record = await t.client.call(getGemRecord, {});
    expect(record.expiring_soon).toEqual({ gems: 0, first_expires_at_ms: null });
    expect(record.balance).toBe(40);
  });
});

describe('card draws', () => {
  it('spend 30 gems; a short balance is refused and changes nothing; a repeated request id is one draw', async () => {
    const userId = await freshUser('+12015300005');
    await t.control.grantGems(userId, 40, 'gift', Date.now() - DAY);
    const requestId = randomUUID();
    const drawn = await t.client.call(drawCard, { npc_id: SeedIds.npcs.en, request_id: requestId });
    expect(drawn.balance).toBe(10);
    expect((await t.client.call(drawCard, { npc_id: SeedIds.npcs.en, request_id: requestId })).draw.draw_id).toBe(
      drawn.draw.draw_id,
    );
    expect(await t.client.statusOf(drawCard, { npc_id: SeedIds.npcs.en, request_id: randomUUID() })).toBe(
      StatusCode.GemsInsufficient,
    );
    const record = await t.client.call(getGemRecord, {});
    expect(record.balance).toBe(10);
    expect(record.spends).toHaveLength(1);
    expect(await t.client.statusOf(drawCard, { npc_id: 'npc_nobody', request_id: randomUUID() })).toBe(
      StatusCode.NotFound,
    );
  });

  it('under 50 parallel draws, exactly as many succeed as the gems pay for; the balance never goes below 0', async () => {
    const userId = await freshUser('+12015300006');
    await t.control.grantGems(userId, 100, 'gift', Date.now() - DAY); // 3 draws of 30
    const codes = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.client.statusOf(drawCard, { npc_id: SeedIds.npcs.en, request_id: randomUUID() }),
      ),
    );
    expect(codes.filter((c) => c === StatusCode.Success)).toHaveLength(3);
    expect(codes.filter((c) => c === StatusCode.GemsInsufficient)).toHaveLength(47);
    const record = await t.client.call(getGemRecord, {});
    expect(record.balance).toBe(10);
    expect((await t.client.call(getCardDraws, {})).draws).toHaveLength(3);
  });

  it('50 parallel sends of one request are one draw and one spend', async () => {
    const userId = await freshUser('+12015300007');
    await t.control.grantGems(userId, 100, 'gift', Date.now() - DAY);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.client.call(drawCard, { npc_id: SeedIds.npcs.en, request_id: requestId })),
    );
    expect(new Set(answers.map((a) => a.draw.draw_id)).size).toBe(1);
    expect((await t.client.call(getGemRecord, {})).balance).toBe(70);
  });
});

describe('example clips of the image-creation guide', () => {
  it('are short looping pictures that hold still for readers who ask for less motion', async () => {
    const response = await fetch(`${t.baseUrl}/weaver/media/clip/ic_holiday_winter.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('@keyframes');
    expect(svg).toContain('@media (prefers-reduced-motion: reduce){.f{animation:none}}');
  });
});

describe('seed records', () => {
  it('the standard member has draws within 30 days and gems expiring soon', async () => {
    await loginAs(t.client, 'standardMember');
    expect((await t.client.call(getCardDraws, {})).draws).toHaveLength(4);
    expect((await t.client.call(getGemRecord, {})).expiring_soon.gems).toBe(50);
  });
});

describe('records media edges', () => {
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
      for (const name of [
        'missing.mp4',
        '../promo/ug-promo.mp4',
        'UG-PROMO.mp4',
        'ug-promo.mp4.txt',
        'ug-promo.mov',
        'xug-promo.mp4/',
      ])
        expect(promoFile(name), name).toBeNull();
    });

    it('answers the same bytes from its cache', () => {
      expect(promoFile('ug-promo-poster.jpg')?.body).toBe(promoFile('ug-promo-poster.jpg')?.body);
    });
  });

  describe('gems', () => {
    function withGrants(
      grants: { amount: number; spent?: number; granted: number; expires: number; source?: string }[],
      check: (db: ReturnType<typeof openDatabase>) => void,
    ): void {
      const db = openDatabase(':memory:');
      try {
        db.prepare(
          "INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES ('u1', 'n', '', 0, 0)",
        ).run();
        const add = db.prepare(
          "INSERT INTO gem_grants (user_id, amount, spent, source, granted_at, expires_at) VALUES ('u1', ?, ?, ?, ?, ?)",
        );
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
});
