/**
 * The control API under /__control/ (test mode only): fault injection, token and order manipulation,
 * the clock, a reset to the seed, and read-back of everything the server received. Unsigned: it is
 * for test runners, and it does not exist outside test mode.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { StatusCode } from '../../src/api/contract/codes';
import { describeIssues } from '../../src/api/contract/endpoint';
import { OK } from '../../src/api/contract/envelope';
import { normalisePhone } from '../../src/api/contract/phone-number';
import { GEM_SOURCES } from '../../src/api/contract/records';
import type { ApiDeps, AppEnv } from '../context';
import { readJsonText } from '../http/body-reader';
import { restoreSeed } from '../db/seed-snapshots';
import { SeedIds } from '../seed/ids';
import { seedDatabase } from '../seed/seed';
import { findOrder, orderView, settleOrder } from '../services/orders';
import { revokePurchase } from '../services/receipts';
import { drawCard, RecordRefusal } from '../services/records';
import { grantGems } from '../services/users';
import { changeTokens } from '../services/tokens';
import { makeCreator } from '../seed/creator-seed';
import { FaultSchema, type FaultRegistry } from './faults';
import type { RequestLog } from './request-log';

export const CONTROL_PREFIX = '/__control';
/** The control API's bodies are a few fields; more is refused (413). */
export const CONTROL_MAX_BODY_BYTES = 64 * 1024;

const ok = (c: Context<AppEnv>, data: object = {}) => c.json({ base_resp: OK, ...data });
const bad = (c: Context<AppEnv>, message: string, status: 400 | 404 = 400) =>
  c.json(
    { base_resp: { status_code: status === 404 ? StatusCode.NotFound : StatusCode.InvalidParam, status_msg: message } },
    status,
  );

async function body<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; message: string }> {
  let json: unknown = {};
  const text = await readJsonText(c, CONTROL_MAX_BODY_BYTES);
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, message: 'body is not valid JSON' };
    }
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return { ok: true, value: parsed.output };
  const { field, message } = describeIssues(parsed.issues);
  return { ok: false, message: `invalid field "${field}": ${message}` };
}

const TokensSchema = v.object({
  action: v.picklist(['expire', 'revoke']),
  user_id: v.optional(v.string()),
  token: v.optional(v.string()),
});
const OrderStatusSchema = v.object({ status: v.picklist(['pending', 'paid', 'canceled']) });
const MembershipSchema = v.object({
  user_id: v.string(),
  tier: v.picklist(['none', 'standard', 'pro']),
  expires_at_ms: v.optional(v.nullable(v.number())),
});
/** A store server notification (App Store Server Notifications, Google RTDN) about a redeemed purchase. */
const StoreNotificationSchema = v.object({
  type: v.picklist(['refund', 'cancel']),
  transaction_id: v.pipe(v.string(), v.minLength(1)),
});
const ClockSchema = v.object({ offset_ms: v.pipe(v.number(), v.integer()) });
const UserStatusSchema = v.object({ user_id: v.string(), status: v.picklist(['active', 'banned']) });
const GemGrantSchema = v.object({
  user_id: v.string(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  source: v.picklist(GEM_SOURCES),
  granted_at_ms: v.pipe(v.number(), v.integer()),
});
const CardDrawSchema = v.object({
  user_id: v.string(),
  npc_id: v.string(),
  drawn_at_ms: v.pipe(v.number(), v.integer()),
});

export function mountControlRoutes(app: Hono<AppEnv>, deps: ApiDeps, faults: FaultRegistry, log: RequestLog): void {
  const { db, clock } = deps;
  const p = (path: string) => `${CONTROL_PREFIX}${path}`;

  app.get(p('/health'), (c) => ok(c, { test_mode: true, now_ms: clock.now() }));
  app.get(p('/seed'), (c) => ok(c, { seed: SeedIds }));

  app.post(p('/reset'), (c) => {
    clock.setOffset(0);
    restoreSeed(db, clock.now(), seedDatabase);
    faults.clear();
    log.clear();
    deps.risk.reset();
    deps.reports.reset();
    deps.verifyCodes.reset();
    deps.smsOutbox?.clear();
    return ok(c);
  });

  // The text messages a phone would have received: the one-time codes, newest last. Any spelling of
  // the phone finds them (they went to its E.164 number).
  app.get(p('/sms'), (c) => {
    const phone = c.req.query('phone');
    const number = phone === undefined ? undefined : (normalisePhone(phone, deps.config.phones.defaultRegion) ?? phone);
    const messages = (deps.smsOutbox?.list(number) ?? []).map((m) => ({
      phone: m.phone,
      code: m.code,
      expires_at_ms: m.expiresAtMs,
    }));
    return ok(c, { messages });
  });

  app.get(p('/faults'), (c) => ok(c, { faults: faults.list() }));
  app.post(p('/faults'), async (c) => {
    const parsed = await body(c, FaultSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    return ok(c, { fault: faults.add(parsed.value) });
  });
  app.delete(p('/faults'), (c) => {
    faults.clear(c.req.query('path'));
    return ok(c);
  });
  app.delete(p('/faults/:id'), (c) => (faults.remove(c.req.param('id') ?? '') ? ok(c) : bad(c, 'no such fault', 404)));

  app.post(p('/tokens'), async (c) => {
    const parsed = await body(c, TokensSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    const { action, user_id, token } = parsed.value;
    if (!user_id && !token) return bad(c, 'give user_id or token');
    return ok(c, { changed: changeTokens(db, action, { userId: user_id, token }, clock.now()) });
  });

  app.post(p('/orders/:orderId/status'), async (c) => {
    const parsed = await body(c, OrderStatusSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    const orderId = c.req.param('orderId') ?? '';
    const outcome = db.transaction(() => settleOrder(db, orderId, parsed.value.status, clock.now(), true))();
    if (!outcome.ok) return bad(c, outcome.message, findOrder(db, orderId) ? 400 : 404);
    return ok(c, { order: orderView(outcome.order) });
  });

  app.post(p('/store/notifications'), async (c) => {
    const parsed = await body(c, StoreNotificationSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    const { type, transaction_id } = parsed.value;
    const outcome = db.transaction(() => revokePurchase(db, transaction_id, type, clock.now()))();
    if (!outcome.ok) return bad(c, outcome.message, 404);
    return ok(c, { order: orderView(outcome.order), already_revoked: outcome.alreadyRevoked });
  });

  app.post(p('/membership'), async (c) => {
    const parsed = await body(c, MembershipSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    const { user_id, tier, expires_at_ms } = parsed.value;
    const expires = tier === 'none' ? null : (expires_at_ms ?? clock.now() + 30 * 24 * 3600 * 1000);
    const changed = db
      .prepare('UPDATE users SET member_tier = ?, member_expires_at = ? WHERE user_id = ?')
      .run(tier, expires, user_id).changes;
    return changed ? ok(c) : bad(c, 'no such user', 404);
  });

  // Makes an account a creator, with the English seed creator's numbers (end-to-end tests use fresh creators).
  app.post(p('/creators'), async (c) => {
    const parsed = await body(c, v.object({ user_id: v.string() }));
    if (!parsed.ok) return bad(c, parsed.message);
    return makeCreator(db, parsed.value.user_id) ? ok(c) : bad(c, 'no such user', 404);
  });

  app.post(p('/users/status'), async (c) => {
    const parsed = await body(c, UserStatusSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    const changed = db
      .prepare('UPDATE users SET status = ? WHERE user_id = ?')
      .run(parsed.value.status, parsed.value.user_id).changes;
    return changed ? ok(c) : bad(c, 'no such user', 404);
  });

  // Records at a chosen time: a grant of some age, a card draw on some day (the gems and card records).
  app.post(p('/gems'), async (c) => {
    const parsed = await body(c, GemGrantSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    const { user_id, amount, source, granted_at_ms } = parsed.value;
    if (!db.prepare('SELECT 1 FROM users WHERE user_id = ?').get(user_id)) return bad(c, 'no such user', 404);
    return ok(c, { grant_id: String(grantGems(db, user_id, amount, source, granted_at_ms).grantId) });
  });
  app.post(p('/card_draws'), async (c) => {
    const parsed = await body(c, CardDrawSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    const { user_id, npc_id, drawn_at_ms } = parsed.value;
    try {
      return ok(
        c,
        drawCard(db, user_id, npc_id, `control_${drawn_at_ms}_${Math.random().toString(36).slice(2)}`, drawn_at_ms),
      );
    } catch (error) {
      if (error instanceof RecordRefusal) return bad(c, error.message);
      throw error;
    }
  });

  app.get(p('/clock'), (c) => ok(c, { now_ms: clock.now(), offset_ms: clock.offset }));
  app.post(p('/clock'), async (c) => {
    const parsed = await body(c, ClockSchema);
    if (!parsed.ok) return bad(c, parsed.message);
    clock.setOffset(parsed.value.offset_ms);
    return ok(c, { now_ms: clock.now(), offset_ms: clock.offset });
  });

  app.get(p('/events'), (c) => {
    const name = c.req.query('event_name');
    const who = c.req.query('user_identifier');
    const sender = c.req.query('user_id');
    const rows = db
      .prepare(
        `SELECT * FROM events WHERE (@name IS NULL OR event_name = @name) AND (@who IS NULL OR user_identifier = @who)
        AND (@sender IS NULL OR user_id = @sender)
      ORDER BY received_at, rowid`,
      )
      .all({ name: name ?? null, who: who ?? null, sender: sender ?? null }) as {
      event_uuid: string;
      event_name: string;
      user_identifier: string;
      user_id: string | null;
      claimed_user_id: string | null;
      event_timestamp_ms: number;
      event_data: string;
      query: string;
      received_at: number;
    }[];
    const events = rows.map((r) => ({
      ...r,
      event_data: JSON.parse(r.event_data) as unknown,
      query: JSON.parse(r.query) as unknown,
    }));
    return ok(c, { count: events.length, events });
  });

  app.get(p('/error_reports'), (c) => {
    const rows = db.prepare('SELECT * FROM client_errors ORDER BY id').all() as {
      payload: string;
      user_id: string | null;
      claimed_user_id: string | null;
      received_at: number;
    }[];
    const reports = rows.map((r) => ({
      ...(JSON.parse(r.payload) as object),
      user_id: r.user_id,
      claimed_user_id: r.claimed_user_id,
      received_at_ms: r.received_at,
    }));
    return ok(c, { count: reports.length, reports });
  });

  // Report-sink calls refused since the last reset: by a budget, a page view's limit or a foreign page.
  app.get(p('/report_refusals'), (c) => ok(c, { refusals: deps.reports.refusals() }));

  // Tickets as stored (feedback, appeals, reports, deletions), newest last; ?kind= and ?user_id= filter.
  app.get(p('/tickets'), (c) => {
    const rows = db
      .prepare(
        `SELECT t.*, (SELECT COUNT(*) FROM ticket_messages m WHERE m.ticket_id = t.ticket_id) AS message_count FROM tickets t
      WHERE (@kind IS NULL OR kind = @kind) AND (@user IS NULL OR user_id = @user) ORDER BY created_at, rowid`,
      )
      .all({ kind: c.req.query('kind') ?? null, user: c.req.query('user_id') ?? null }) as {
      fields: string;
      images: string;
    }[];
    const tickets = rows.map((r) => ({
      ...r,
      fields: JSON.parse(r.fields) as unknown,
      images: JSON.parse(r.images) as unknown,
    }));
    return ok(c, { count: tickets.length, tickets });
  });

  // Clones as stored, oldest first; ?user_id= filters: how many a flow really made.
  app.get(p('/clones'), (c) => {
    const clones = db
      .prepare(
        'SELECT clone_id, user_id, request_id, name, created_at FROM clones WHERE (@user IS NULL OR user_id = @user) ORDER BY created_at, rowid',
      )
      .all({ user: c.req.query('user_id') ?? null });
    return ok(c, { count: clones.length, clones });
  });

  app.get(p('/requests'), (c) => {
    const since = c.req.query('since');
    const requests = log.list({ path: c.req.query('path'), since: since ? Number(since) : undefined });
    return ok(c, { count: requests.length, requests });
  });
  app.delete(p('/requests'), (c) => {
    log.clear();
    return ok(c);
  });
}
