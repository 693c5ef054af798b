import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import { StatusCode } from '../../src/api/contract/codes';
import {
  createClone,
  getCloneQuota,
  getSeriesEpilogue,
  getSubscriptionSettings,
  getSubscriptionStatus,
  getTheme,
  getTopic,
  getWeeklyReport,
  saveSubscriptionSettings,
  uploadCreatorImage,
  UPLOAD_MAX_BYTES,
  type Clone,
  type PriceLevel,
  type Theme,
} from '../../src/api/contract/creator';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, clientAddress, mountEndpoint, signedIn } from '../http/pipeline';
import { cloneImageUrls, CREATOR_UPLOAD_PATH, removeStaleCreatorUploads } from '../services/clone-images';
import { DAY_MS } from '../services/clock';
import { checkCreatorUploadQuota } from '../services/creator-quotas';
import {
  cloneQuota,
  createCloneFor,
  dailyCounts,
  dayStart,
  requireCreator,
  saveSubscription,
  subscriptionSettings,
  sumCounts,
  type CloneRow,
} from '../services/creators';
import { absoluteUrl, MEDIA_PREFIX } from '../services/media';
import { pictureType } from '../services/uploads';

/**
 * How long an upload no clone names may be kept by the browser that shows it: private (no shared
 * cache or CDN keeps a copy past its removal), an hour. A clone's pictures never change: a year.
 */
const UNATTACHED_CACHE = 'private, max-age=3600';
const ATTACHED_CACHE = 'public, max-age=31536000, immutable';

export function mountCreatorRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db, config } = deps;
  const realName = { realNameOnly: true };
  const ttlMs = config.uploadUnattachedTtlSeconds * 1000;
  const cleanUp = (now: number): number => (ttlMs > 0 ? removeStaleCreatorUploads(db, now, ttlMs) : 0);

  // The report covers the last seven full UTC days against the seven before.
  mountEndpoint(
    app,
    deps,
    getWeeklyReport,
    (_input, ctx) => {
      const { userId } = signedIn(ctx);
      requireCreator(db, userId);
      const weekStartMs = dayStart(ctx.now) - 7 * DAY_MS;
      const daily = dailyCounts(db, userId, weekStartMs, 7);
      const previous = dailyCounts(db, userId, weekStartMs - 7 * DAY_MS, 7);
      return {
        week_start_ms: weekStartMs,
        this_week: sumCounts(daily),
        last_week: sumCounts(previous),
        daily,
        create_quota: cloneQuota(db, userId, ctx.now),
      };
    },
    realName,
  );

  mountEndpoint(
    app,
    deps,
    getSubscriptionSettings,
    (_input, ctx) => {
      const { userId } = signedIn(ctx);
      return { settings: subscriptionSettings(db, requireCreator(db, userId)) };
    },
    realName,
  );

  mountEndpoint(
    app,
    deps,
    saveSubscriptionSettings,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      return db
        .transaction(() => {
          const creator = requireCreator(db, userId);
          saveSubscription(
            db,
            creator,
            { benefits: input.benefits.trim(), levels: input.levels },
            ctx.now,
            deps.config.moderationWords,
          );
          return { settings: subscriptionSettings(db, creator) };
        })
        .immediate();
    },
    { ...realName, idempotencyKey: 'idempotency_key' },
  );

  mountEndpoint(app, deps, getSubscriptionStatus, (input, ctx) => {
    const creator = db
      .prepare('SELECT u.nickname FROM creators c JOIN users u ON u.user_id = c.user_id WHERE c.user_id = ?')
      .get(input.creator_id) as { nickname: string } | undefined;
    if (!creator) throw new ApiError(StatusCode.NotFound, 'no such creator');
    const sub = ctx.userId
      ? (db
          .prepare("SELECT level FROM subscriptions WHERE subscriber_id = ? AND creator_id = ? AND status = 'active'")
          .get(ctx.userId, input.creator_id) as { level: number } | undefined)
      : undefined;
    const levels = db
      .prepare('SELECT level, price_gems FROM subscription_levels WHERE creator_id = ? ORDER BY level')
      .all(input.creator_id) as PriceLevel[];
    const benefits =
      (
        db.prepare('SELECT benefits FROM subscription_settings WHERE creator_id = ?').get(input.creator_id) as
          { benefits: string } | undefined
      )?.benefits ?? '';
    return {
      creator_nickname: creator.nickname,
      subscribed: Boolean(sub),
      level: sub?.level ?? null,
      levels,
      benefits,
    };
  });

  mountEndpoint(
    app,
    deps,
    getCloneQuota,
    (_input, ctx) => {
      const { userId } = signedIn(ctx);
      return { quota: cloneQuota(db, userId, ctx.now) };
    },
    realName,
  );

  const cloneView = (row: CloneRow, origin: string): Clone => ({
    clone_id: row.clone_id,
    npc_id: `npc_${row.clone_id}`,
    name: row.name,
    persona: row.persona,
    greeting: row.greeting,
    image_urls: cloneImageUrls(db, JSON.parse(row.image_urls) as string[], origin),
    card_url: absoluteUrl(`${MEDIA_PREFIX}/cover/${encodeURIComponent(row.clone_id)}.svg`, origin),
    created_at_ms: row.created_at,
  });

  mountEndpoint(
    app,
    deps,
    createClone,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      cleanUp(ctx.now);
      return db
        .transaction(() => {
          const row = createCloneFor(db, userId, input, ctx.now, {
            extraWords: config.moderationWords,
            origin: ctx.origin,
          });
          return { clone: cloneView(row, ctx.origin), quota: cloneQuota(db, userId, ctx.now) };
        })
        .immediate();
    },
    { ...realName, idempotencyKey: 'request_id' },
  );

  mountEndpoint(
    app,
    deps,
    uploadCreatorImage,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const ip = clientAddress(ctx.c);
      cleanUp(ctx.now);
      // The quota is checked before the bytes are read, and again with the insert (parallel uploads).
      checkCreatorUploadQuota(db, config, userId, ip, ctx.now);
      const bytes = Buffer.from(input.data_base64, 'base64');
      // (An empty upload is no picture: pictureType refuses it below.)
      if (bytes.length > UPLOAD_MAX_BYTES)
        throw new ApiError(CreatorStatusCode.ImageRefused, `an image is at most ${UPLOAD_MAX_BYTES} bytes`);
      const type = pictureType(bytes)?.mime;
      if (!type) throw new ApiError(CreatorStatusCode.ImageRefused, 'only JPEG, PNG, WebP or GIF images');
      const uploadId = `up_${randomBytes(10).toString('hex')}`;
      db.transaction(() => {
        checkCreatorUploadQuota(db, config, userId, ip, ctx.now);
        db.prepare(
          'INSERT INTO creator_uploads (upload_id, user_id, content_type, bytes, created_at, ip) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(uploadId, userId, type, bytes, ctx.now, ip);
      }).immediate();
      return {
        url: absoluteUrl(`${CREATOR_UPLOAD_PATH}/${uploadId}`, ctx.origin),
        upload_id: uploadId,
        width: null,
        height: null,
      };
    },
    { ...realName, idempotencyKey: 'idempotency_key' },
  );

  app.get(`${CREATOR_UPLOAD_PATH}/:id`, (c) => {
    const row = db
      .prepare('SELECT content_type, bytes, clone_id, created_at FROM creator_uploads WHERE upload_id = ?')
      .get(c.req.param('id')) as
      { content_type: string; bytes: Buffer; clone_id: string | null; created_at: number } | undefined;
    // An unattached upload past its time is gone already, whether or not the sweep came by.
    const expired = row?.clone_id === null && ttlMs > 0 && row.created_at <= deps.clock.now() - ttlMs;
    if (!row || expired)
      return c.json({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' } }, 404);
    return c.body(new Uint8Array(row.bytes), 200, {
      'content-type': row.content_type,
      'cache-control': row.clone_id === null ? UNATTACHED_CACHE : ATTACHED_CACHE,
    });
  });

  mountEndpoint(app, deps, getTheme, (input) => {
    const row = db.prepare('SELECT payload FROM themes WHERE theme_id = ?').get(input.theme_id) as
      { payload: string } | undefined;
    if (!row) throw new ApiError(StatusCode.NotFound, 'no such theme');
    return { theme: { theme_id: input.theme_id, ...(JSON.parse(row.payload) as Omit<Theme, 'theme_id'>) } };
  });

  mountEndpoint(app, deps, getSeriesEpilogue, (input, ctx) => {
    const row = db.prepare('SELECT payload FROM series WHERE series_id = ?').get(input.series_id) as
      { payload: string } | undefined;
    if (!row) throw new ApiError(StatusCode.NotFound, 'no such series');
    const s = JSON.parse(row.payload) as SeriesPayload;
    return {
      series: {
        series_id: input.series_id,
        title: s.title,
        finished: s.finished,
        epilogue: s.epilogue,
        cover_url: absoluteUrl(s.cover_url, ctx.origin),
        memory_id: s.memory_id,
        characters: s.characters.map((ch) => ({ ...ch, avatar_url: absoluteUrl(ch.avatar_url, ctx.origin) })),
      },
    };
  });

  mountEndpoint(app, deps, getTopic, (input) => {
    const row = db.prepare('SELECT status, payload FROM topics WHERE tag_id = ?').get(input.tag_id) as
      { status: string; payload: string } | undefined;
    if (!row) throw new ApiError(StatusCode.NotFound, 'no such topic');
    if (row.status === 'under_review')
      throw new ApiError(CreatorStatusCode.TopicUnderReview, 'Topic is under review. Please check back later.');
    const t = JSON.parse(row.payload) as TopicPayload;
    return {
      topic: {
        tag_id: input.tag_id,
        name: t.name,
        description: t.description,
        post_count: t.posts.length,
        posts: t.posts,
      },
    };
  });
}

interface SeriesPayload {
  title: string;
  finished: boolean;
  epilogue: string;
  cover_url: string;
  memory_id: string | null;
  characters: Array<{ npc_id: string; name: string; avatar_url: string; role: string }>;
}

interface TopicPayload {
  name: string;
  description: string;
  posts: Array<{ post_id: string; title: string; content: string; author_nickname: string; like_count: number }>;
}
