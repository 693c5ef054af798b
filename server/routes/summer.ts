import type { Hono } from 'hono';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import {
  claimEasterEgg,
  claimSummerTask,
  getEasterEgg,
  getSummerCollection,
  getSummerHistory,
  getSummerOverview,
  getSummerRank,
} from '../../src/api/contract/campaign';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { CampaignSeedIds, EASTER_EGG_GEMS } from '../seed/campaign';
import { eventView, findEvent, requireRunning } from '../services/campaign-events';
import { absoluteUrl, mediaPath } from '../services/media';
import { claimTask, creditSummerPoints, rankPage, taskViews } from '../services/summer';
import { grantGems } from '../services/users';

/** Places on the easter-egg page where the egg may hide. */
export const EGG_SPOTS = 6;

/** The spot of one user's egg: fixed per user and event, different between users. */
export function eggSpotOf(userId: string, eventId: string): number {
  let h = 2166136261;
  for (const ch of `${eventId}:${userId}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % EGG_SPOTS;
}

/** The easter egg and the summer campaign (server/README.md "Campaigns"). */
export function mountSummerRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  const summer = () => findEvent(db, CampaignSeedIds.events.summer, 'summer');

  mountEndpoint(app, deps, getEasterEgg, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const event = findEvent(db, input.event_id, 'easter_egg');
    const claimed =
      db.prepare('SELECT 1 FROM easter_egg_claims WHERE user_id = ? AND event_id = ?').get(userId, event.event_id) !==
      undefined;
    return {
      event: eventView(event, ctx.now),
      egg_spot: eggSpotOf(userId, event.event_id),
      claimed,
      reward_gems: EASTER_EGG_GEMS,
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(
    app,
    deps,
    claimEasterEgg,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const event = findEvent(db, input.event_id, 'easter_egg');
      return db.transaction(() => {
        requireRunning(event, ctx.now);
        if (input.egg_spot !== eggSpotOf(userId, event.event_id))
          throw new ApiError(CampaignStatusCode.EggInvalid, 'there is no egg there');
        const inserted = db
          .prepare('INSERT OR IGNORE INTO easter_egg_claims (user_id, event_id, gems, claimed_at) VALUES (?, ?, ?, ?)')
          .run(userId, event.event_id, EASTER_EGG_GEMS, ctx.now);
        if (inserted.changes === 0)
          throw new ApiError(CampaignStatusCode.EggAlreadyClaimed, 'this egg was already claimed');
        const { expiresAt } = grantGems(db, userId, EASTER_EGG_GEMS, 'easter_egg', ctx.now);
        creditSummerPoints(db, userId, EASTER_EGG_GEMS);
        return { reward_gems: EASTER_EGG_GEMS, gems_expire_at_ms: expiresAt, server_time_ms: ctx.now };
      })();
    },
    { idempotencyKey: 'idempotency_key', keyReusedCode: CampaignStatusCode.IdempotencyKeyReused },
  );

  mountEndpoint(app, deps, getSummerOverview, (_input, ctx) => {
    const { userId } = signedIn(ctx);
    const event = summer();
    const count = (kind: string, mine: boolean) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM summer_items i ${mine ? 'JOIN summer_collected c ON c.item_id = i.item_id AND c.user_id = @user' : ''} WHERE i.kind = @kind`,
          )
          .get(mine ? { user: userId, kind } : { kind }) as { n: number }
      ).n;
    const points = db.prepare('SELECT score FROM summer_scores WHERE user_id = ?').get(userId) as
      { score: number } | undefined;
    return {
      event: eventView(event, ctx.now),
      tasks: taskViews(db, userId, event),
      points: points?.score ?? 0,
      collected: {
        fm: count('fm', true),
        fm_total: count('fm', false),
        npc: count('npc', true),
        npc_total: count('npc', false),
      },
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(
    app,
    deps,
    claimSummerTask,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const event = summer();
      return db.transaction(() => {
        requireRunning(event, ctx.now);
        const { task, expiresAt } = claimTask(db, userId, input.task_id, event, ctx.now);
        return { task, gems_expire_at_ms: expiresAt };
      })();
    },
    { idempotencyKey: 'idempotency_key', keyReusedCode: CampaignStatusCode.IdempotencyKeyReused },
  );

  mountEndpoint(app, deps, getSummerHistory, (_input, ctx) => {
    const { userId } = signedIn(ctx);
    const rows = db
      .prepare(
        `SELECT 'task:' || task_id AS record_id, task_id AS name, gems, claimed_at AS at_ms, expires_at AS expires_at_ms FROM summer_task_claims WHERE user_id = @user
      UNION ALL SELECT 'egg:' || event_id, 'easter_egg', gems, claimed_at, claimed_at + 180 * 86400000 FROM easter_egg_claims WHERE user_id = @user
      ORDER BY at_ms DESC`,
      )
      .all({ user: userId }) as {
      record_id: string;
      name: string;
      gems: number;
      at_ms: number;
      expires_at_ms: number;
    }[];
    return { records: rows };
  });

  mountEndpoint(app, deps, getSummerCollection, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const rows = db
      .prepare(
        `SELECT i.*, (c.user_id IS NOT NULL) AS collected FROM summer_items i
      LEFT JOIN summer_collected c ON c.item_id = i.item_id AND c.user_id = ? WHERE i.kind = ? ORDER BY i.position`,
      )
      .all(userId, input.kind) as {
      item_id: string;
      name: string;
      titles: string;
      npc_id: string;
      fm_id: string | null;
      collected: number;
    }[];
    // The visitor's language, else English, else the item's own name (SPEC §9 fallback).
    const title = (r: { name: string; titles: string }) => {
      const titles = JSON.parse(r.titles) as Partial<Record<string, string>>;
      return titles[input.locale ?? 'en'] ?? titles.en ?? r.name;
    };
    return {
      items: rows.map((r) => ({
        item_id: r.item_id,
        name: title(r),
        npc_id: r.npc_id,
        fm_id: r.fm_id,
        image_url: absoluteUrl(mediaPath('avatar', r.npc_id), ctx.origin),
        collected: r.collected === 1,
      })),
    };
  });

  mountEndpoint(app, deps, getSummerRank, (input, ctx) => {
    const { userId } = signedIn(ctx);
    return {
      ...rankPage(db, userId, input.offset, ctx.origin),
      resets_at_ms: summer().ends_at,
      server_time_ms: ctx.now,
    };
  });
}
