import type { Hono } from 'hono';
import * as v from 'valibot';
import { StatusCode } from '../../src/api/contract/codes';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import {
  AD_REWARD_CALLBACK_PATH,
  AdRewardCallbackSchema,
  getAdResult,
  getCampaignEvent,
  getPrizeRecord,
  getSpinStatus,
  spinWheel,
  startRewardAd,
  submitPrizeContact,
  type Contact,
} from '../../src/api/contract/campaign';
import { OK } from '../../src/api/contract/envelope';
import type { ApiDeps, AppEnv } from '../context';
import { CONTROL_MAX_BODY_BYTES } from '../control/routes';
import { readJsonOrNull } from '../http/body-reader';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { CampaignSeedIds } from '../seed/campaign';
import { eventView, findEvent } from '../services/campaign-events';
import { supportWords, violatingWord } from '../services/moderation';
import {
  adSessionOf,
  countsOf,
  creditAdSession,
  prizesOf,
  RECORD_SELECT,
  recordView,
  spinOnce,
  startAdSession,
  type RecordRow,
} from '../services/spins';

/** A network's reward callback names a session and an outcome; more than this is not one. */
const AD_CALLBACK_MAX_BODY_BYTES = 16 * 1024;

/** Event windows, the spin wheel, rewarded ads and prize records (server/README.md "Campaigns"). */
export function mountCampaignRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  mountEndpoint(app, deps, getCampaignEvent, (input, ctx) => ({
    event: eventView(findEvent(db, input.event_id), ctx.now),
    server_time_ms: ctx.now,
  }));

  mountEndpoint(app, deps, getSpinStatus, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const event = findEvent(db, input.event_id, 'spin');
    const records = db
      .prepare(`${RECORD_SELECT} WHERE r.user_id = ? AND r.event_id = ? ORDER BY r.won_at DESC LIMIT 50`)
      .all(userId, event.event_id) as RecordRow[];
    const views = records.map((r) => recordView(r, ctx.now));
    return {
      event: eventView(event, ctx.now),
      ...countsOf(db, userId, event, ctx.now),
      prizes: prizesOf(db, event.event_id).map((p) => ({
        prize_id: p.prize_id,
        kind: p.kind,
        amount: p.amount,
        name: p.name,
      })),
      last_result: views[0] ?? null,
      my_prizes: views.filter((r) => r.prize.kind !== 'none'),
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(app, deps, spinWheel, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const event = findEvent(db, input.event_id, 'spin');
    // One transaction: the count check, the draw, the record and the gems happen together or not at all.
    const row = db.transaction(() => spinOnce(db, userId, event, input.idempotency_key, ctx.now))();
    const { daily_spins, remaining_spins } = countsOf(db, userId, event, ctx.now);
    return { result: recordView(row, ctx.now), daily_spins, remaining_spins, server_time_ms: ctx.now };
  });

  mountEndpoint(app, deps, startRewardAd, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const event = findEvent(db, input.event_id, 'spin');
    return { ad_session_id: db.transaction(() => startAdSession(db, userId, event, ctx.now))() };
  });

  mountEndpoint(app, deps, getAdResult, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const event = findEvent(db, input.event_id, 'spin');
    const session = adSessionOf(db, userId, event.event_id, input.ad_session_id);
    return { spins_added: session.spins_added, ...countsOf(db, userId, event, ctx.now) };
  });

  if (deps.config.adCallbackStandIn) {
    // Stands in for the ad network's server-to-server callback (which a real network signs).
    app.post(AD_REWARD_CALLBACK_PATH, async (c) => {
      const parsed = v.safeParse(AdRewardCallbackSchema, await readJsonOrNull(c, AD_CALLBACK_MAX_BODY_BYTES));
      if (!parsed.success)
        return c.json({
          base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'ad_session_id and rewarded are required' },
        });
      const credited =
        parsed.output.rewarded &&
        db.transaction(() => creditAdSession(db, parsed.output.ad_session_id, deps.clock.now()))();
      return c.json({ base_resp: OK, credited });
    });
  }

  if (deps.config.testMode) {
    // Test mode: a physical prize for a user, its contact form due in `deadline_in_ms` (negative: overdue).
    app.post('/__control/campaign/prize_record', async (c) => {
      const body = (await readJsonOrNull(c, CONTROL_MAX_BODY_BYTES)) as {
        user_id?: unknown;
        deadline_in_ms?: unknown;
      } | null;
      if (typeof body?.user_id !== 'string' || typeof body.deadline_in_ms !== 'number') {
        return c.json(
          {
            base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'user_id and deadline_in_ms are required' },
          },
          400,
        );
      }
      const now = deps.clock.now();
      // Stryker disable next-line MethodExpression: the test-mode prize record id is opaque and stays unique; only its length changes
      const recordId = `rec_test_${now.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      db.prepare(
        `INSERT INTO spin_records (record_id, user_id, event_id, prize_id, idempotency_key, won_at, claim_deadline, gems_expire_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
      ).run(
        recordId,
        body.user_id,
        CampaignSeedIds.events.spin,
        CampaignSeedIds.physicalPrize,
        recordId,
        now,
        now + body.deadline_in_ms,
      );
      return c.json({ base_resp: OK, record_id: recordId });
    });
  }

  const ownRecord = (userId: string, recordId: string): RecordRow => {
    const row = db.prepare(`${RECORD_SELECT} WHERE r.record_id = ?`).get(recordId) as RecordRow | undefined;
    if (!row || row.user_id !== userId)
      throw new ApiError(CampaignStatusCode.PrizeRecordInvalid, 'no such prize record');
    return row;
  };
  const contactOf = (recordId: string): { contact: Contact; key: string } | null => {
    const row = db.prepare('SELECT contact, idempotency_key FROM prize_contacts WHERE record_id = ?').get(recordId) as
      { contact: string; idempotency_key: string } | undefined;
    return row ? { contact: JSON.parse(row.contact) as Contact, key: row.idempotency_key } : null;
  };

  mountEndpoint(app, deps, getPrizeRecord, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const row = ownRecord(userId, input.record_id);
    return {
      record: recordView(row, ctx.now),
      contact: contactOf(row.record_id)?.contact ?? null,
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(
    app,
    deps,
    submitPrizeContact,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      return db.transaction(() => {
        const row = ownRecord(userId, input.record_id);
        if (row.kind !== 'physical')
          throw new ApiError(CampaignStatusCode.PrizeRecordInvalid, 'this prize needs no contact form');
        const sent = contactOf(row.record_id);
        if (sent) {
          // A repeat of the same submission answers as the first did; another one is refused.
          if (sent.key !== input.idempotency_key)
            throw new ApiError(CampaignStatusCode.ContactAlreadySent, 'the contact form was already sent');
          return { record: recordView(row, ctx.now), contact: sent.contact, server_time_ms: ctx.now };
        }
        if ((row.claim_deadline ?? 0) <= ctx.now)
          throw new ApiError(CampaignStatusCode.ClaimClosed, 'the deadline passed: the gift is forfeited');
        const words = supportWords(deps.config.moderationWords);
        for (const [name, value] of Object.entries(input.contact)) {
          if (violatingWord(value, words))
            throw new ApiError(
              CampaignStatusCode.ContactContentViolation,
              `invalid field "contact.${name}": Content violates guidelines. Please re-enter.`,
            );
        }
        db.prepare(
          'INSERT INTO prize_contacts (record_id, idempotency_key, contact, submitted_at) VALUES (?, ?, ?, ?)',
        ).run(row.record_id, input.idempotency_key, JSON.stringify(input.contact), ctx.now);
        return {
          record: recordView({ ...row, submitted: 1 }, ctx.now),
          contact: input.contact,
          server_time_ms: ctx.now,
        };
      })();
      // A shipping address goes only to a real-name account (anonymous ones are free to make by the hundred).
    },
    { realNameOnly: true, idempotencyKey: 'idempotency_key', keyReusedCode: CampaignStatusCode.IdempotencyKeyReused },
  );
}
