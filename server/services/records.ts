import { randomBytes } from 'node:crypto';
import { StatusCode } from '../../src/api/contract/codes';
import type { CardDraw, GemRecordData } from '../../src/api/contract/records';
import { GEM_EXPIRY_DAYS, RECORD_RETENTION_DAYS } from '../../src/platform/constants';
import type { Db } from '../db/database';
import { cardDrawCost, drawableCards } from '../seed/content';
import { DAY_MS } from './clock';
import { gemTotal } from './users';

/** "Expiring soon" on the gems record: gems whose grant expires within this many days. */
export const EXPIRING_WINDOW_DAYS = 7;

export class RecordRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * Spends gems from the grants that expire first (so the fewest gems are lost to expiry). Call inside a
 * transaction: the balance check and the spend must be one step.
 */
export function spendGems(db: Db, userId: string, amount: number, detail: string, now: number): string {
  if (gemTotal(db, userId, now) < amount) throw new RecordRefusal(StatusCode.GemsInsufficient, 'not enough gems');
  const grants = db
    .prepare(
      'SELECT grant_id, amount - spent AS left FROM gem_grants WHERE user_id = ? AND expires_at > ? AND spent < amount ORDER BY expires_at, grant_id',
    )
    .all(userId, now) as {
    grant_id: number;
    left: number;
  }[];
  const take = db.prepare('UPDATE gem_grants SET spent = spent + ? WHERE grant_id = ?');
  let due = amount;
  for (const g of grants) {
    // Stryker disable next-line ConditionalExpression: past the amount due each further grant gets Math.min(0, left) = 0 more spent: the same rows, only more no-op updates
    if (due === 0) break;
    const part = Math.min(due, g.left);
    take.run(part, g.grant_id);
    due -= part;
  }
  // Stryker disable next-line StringLiteral: spend ids are opaque (nothing parses them, unlike draw ids, which page tokens carry and check); they stay unique by their random part
  const spendId = newId('sp');
  db.prepare(
    "INSERT INTO gem_spends (spend_id, user_id, amount, reason, detail, spent_at) VALUES (?, ?, ?, 'card_draw', ?, ?)",
  ).run(spendId, userId, amount, detail, now);
  return spendId;
}

interface DrawRow {
  draw_id: string;
  npc_id: string;
  npc_name: string;
  card_name: string;
  rarity: CardDraw['rarity'];
  gems: number;
  drawn_at: number;
}
const DRAW_SELECT = `SELECT d.draw_id, d.npc_id, n.name AS npc_name, d.card_name, d.rarity, d.gems, d.drawn_at
  FROM card_draws d JOIN npcs n ON n.npc_id = d.npc_id`;
const drawView = (r: DrawRow): CardDraw => ({
  draw_id: r.draw_id,
  npc_id: r.npc_id,
  npc_name: r.npc_name,
  card_name: r.card_name,
  rarity: r.rarity,
  gems: r.gems,
  drawn_at_ms: r.drawn_at,
});

/** One card draw: spends its gems and records it; the same request id answers the draw it made. */
export function drawCard(
  db: Db,
  userId: string,
  npcId: string,
  requestId: string,
  now: number,
): { draw: CardDraw; balance: number } {
  return db.transaction(() => {
    const done = db.prepare(`${DRAW_SELECT} WHERE d.user_id = ? AND d.request_id = ?`).get(userId, requestId) as
      DrawRow | undefined;
    if (done) return { draw: drawView(done), balance: gemTotal(db, userId, now) };
    if (!db.prepare('SELECT 1 FROM npcs WHERE npc_id = ?').get(npcId))
      throw new RecordRefusal(StatusCode.NotFound, 'no such character');
    const card = drawableCards[randomBytes(1)[0]! % drawableCards.length]!;
    const spendId = spendGems(db, userId, cardDrawCost, card.name, now);
    const drawId = newId('dr');
    db.prepare(
      'INSERT INTO card_draws (draw_id, user_id, request_id, npc_id, card_name, rarity, gems, spend_id, drawn_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(drawId, userId, requestId, npcId, card.name, card.rarity, cardDrawCost, spendId, now);
    const row = db.prepare(`${DRAW_SELECT} WHERE d.draw_id = ?`).get(drawId) as DrawRow;
    return { draw: drawView(row), balance: gemTotal(db, userId, now) };
  })();
}

/** Page tokens are `<drawn_at>.<draw_id>` of the last draw shown; newest first. */
const TOKEN = /^(\d{1,15})\.(dr_[0-9a-z_]{1,40})$/;

export function cardDrawPage(
  db: Db,
  userId: string,
  pageToken: string | undefined,
  pageSize: number,
  now: number,
): { draws: CardDraw[]; nextPageToken: string | null } {
  const since = now - RECORD_RETENTION_DAYS * DAY_MS;
  let rows: DrawRow[];
  if (pageToken) {
    const m = TOKEN.exec(pageToken);
    if (!m) throw new RecordRefusal(StatusCode.InvalidParam, 'page_token is not one this server gave');
    rows = db
      .prepare(
        `${DRAW_SELECT} WHERE d.user_id = ? AND d.drawn_at > ? AND (d.drawn_at < ? OR (d.drawn_at = ? AND d.draw_id < ?))
      ORDER BY d.drawn_at DESC, d.draw_id DESC LIMIT ?`,
      )
      .all(userId, since, Number(m[1]), Number(m[1]), m[2], pageSize + 1) as DrawRow[];
  } else {
    rows = db
      .prepare(`${DRAW_SELECT} WHERE d.user_id = ? AND d.drawn_at > ? ORDER BY d.drawn_at DESC, d.draw_id DESC LIMIT ?`)
      .all(userId, since, pageSize + 1) as DrawRow[];
  }
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    draws: page.map(drawView),
    nextPageToken: rows.length > pageSize && last ? `${last.drawn_at}.${last.draw_id}` : null,
  };
}

/** The gems record: balance, what expires within 7 days, grants and spending of the last 30 days. */
export function gemRecord(db: Db, userId: string, now: number): Omit<GemRecordData, 'server_time_ms'> {
  const since = now - RECORD_RETENTION_DAYS * DAY_MS;
  const grants = db
    .prepare(
      `SELECT grant_id, amount, spent, source, granted_at, expires_at FROM gem_grants
    WHERE user_id = ? AND (expires_at > ? OR expires_at > ?)`,
    )
    .all(userId, now, since) as {
    grant_id: number;
    amount: number;
    spent: number;
    source: string;
    granted_at: number;
    expires_at: number;
  }[];
  const view = grants.map((g) => {
    const expired = g.expires_at <= now;
    return {
      grant_id: String(g.grant_id),
      amount: g.amount,
      remaining: expired ? 0 : g.amount - g.spent,
      source: g.source,
      granted_at_ms: g.granted_at,
      expires_at_ms: g.expires_at,
      expired,
    };
  });
  // Gems still to use first, soonest expiry first; then the rest, newest first.
  view.sort((a, b) =>
    a.remaining > 0 !== b.remaining > 0
      ? a.remaining > 0
        ? -1
        : 1
      : a.remaining > 0
        ? a.expires_at_ms - b.expires_at_ms
        : b.granted_at_ms - a.granted_at_ms,
  );
  const windowEnd = now + EXPIRING_WINDOW_DAYS * DAY_MS;
  const soon = view.filter((g) => g.remaining > 0 && g.expires_at_ms <= windowEnd);
  const spends = db
    .prepare(
      `SELECT spend_id, amount, reason, detail, spent_at FROM gem_spends WHERE user_id = ? AND spent_at > ? ORDER BY spent_at DESC, spend_id DESC`,
    )
    .all(userId, since) as {
    spend_id: string;
    amount: number;
    reason: 'card_draw';
    detail: string;
    spent_at: number;
  }[];
  return {
    balance: gemTotal(db, userId, now),
    expiring_soon: {
      gems: soon.reduce((sum, g) => sum + g.remaining, 0),
      first_expires_at_ms: soon[0]?.expires_at_ms ?? null,
    },
    expiring_window_days: EXPIRING_WINDOW_DAYS,
    expiry_days: GEM_EXPIRY_DAYS,
    retention_days: RECORD_RETENTION_DAYS,
    grants: view,
    spends: spends.map((s) => ({
      spend_id: s.spend_id,
      amount: s.amount,
      reason: s.reason,
      detail: s.detail,
      spent_at_ms: s.spent_at,
    })),
  };
}
