import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import type { ContractLocale } from '../../src/api/contract/endpoint';
import {
  getBanStatus,
  getHelpCategories,
  getHelpQuestion,
  listTickets,
  MAX_REPLY_TEXT,
  replyTicket,
  submitTicket,
  uploadImage,
  voteHelpQuestion,
  type HelpBlock,
} from '../../src/api/contract/help';
import type { ApiDeps, AppEnv } from '../context';
import { addressKey } from '../http/address-key';
import { ApiError, clientAddress, mountEndpoint, signedIn } from '../http/pipeline';
import { checkMessageQuota, checkTicketQuota, checkUploadQuota } from '../services/help-quotas';
import { supportWords, violatingWord } from '../services/moderation';
import { removeStaleUploads, resolveTicketImages } from '../services/ticket-images';
import { accountOf } from '../services/users';
import {
  checkTicket,
  createTicket,
  findTicket,
  SUPPORT_REPLY,
  ticketByKey,
  ticketContentKey,
  ticketView,
} from '../services/tickets';
import { countLength } from '../../src/api/contract/text-length';
import { readUpload, removeUploadFile, sniffImage, storeUpload, UPLOADS_PREFIX } from '../services/uploads';

/** Help center, tickets and uploads (src/api/contract/help.ts, server/README.md). */
export function mountHelpRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db, config } = deps;
  const ttlMs = config.uploadUnattachedTtlSeconds * 1000;
  const cleanUp = (now: number): number => (ttlMs > 0 ? removeStaleUploads(db, config.dataDir, now, ttlMs) : 0);

  /** The locale asked for when it has content, else English (SPEC §9 fallback). */
  const contentLocale = (locale: ContractLocale): ContractLocale => {
    const row = db.prepare('SELECT 1 FROM help_categories WHERE locale = ? LIMIT 1').get(locale);
    return row ? locale : 'en';
  };

  mountEndpoint(app, deps, getHelpCategories, (input) => {
    const locale = contentLocale(input.locale);
    const categories = db
      .prepare('SELECT category_id, title FROM help_categories WHERE locale = ? ORDER BY position')
      .all(locale) as { category_id: string; title: string }[];
    const questions = db
      .prepare('SELECT question_id, category_id, title FROM help_questions WHERE locale = ? ORDER BY position')
      .all(locale) as {
      question_id: string;
      category_id: string;
      title: string;
    }[];
    return {
      locale,
      categories: categories.map((c) => ({
        ...c,
        questions: questions
          .filter((q) => q.category_id === c.category_id)
          .map(({ question_id, title }) => ({ question_id, title })),
      })),
    };
  });

  mountEndpoint(app, deps, getHelpQuestion, (input, ctx) => {
    const locale = contentLocale(input.locale);
    const row = db
      .prepare(
        `SELECT q.question_id, q.category_id, q.title, q.blocks, c.title AS category_title FROM help_questions q
      JOIN help_categories c ON c.category_id = q.category_id AND c.locale = q.locale WHERE q.question_id = ? AND q.locale = ?`,
      )
      .get(input.question_id, locale) as
      { question_id: string; category_id: string; title: string; blocks: string; category_title: string } | undefined;
    if (!row) throw new ApiError(StatusCode.NotFound, 'no such question');
    const vote = ctx.userId
      ? (db
          .prepare('SELECT helpful FROM help_votes WHERE user_id = ? AND question_id = ?')
          .get(ctx.userId, row.question_id) as { helpful: number } | undefined)
      : undefined;
    return {
      ...row,
      blocks: (JSON.parse(row.blocks) as HelpBlock[]).map((b) => ({
        text: '',
        items: [],
        href: '',
        src: '',
        alt: '',
        ...b,
      })),
      vote: vote ? (vote.helpful ? ('yes' as const) : ('no' as const)) : null,
    };
  });

  mountEndpoint(app, deps, voteHelpQuestion, (input, ctx) => {
    const { userId } = signedIn(ctx);
    if (!db.prepare('SELECT 1 FROM help_questions WHERE question_id = ? LIMIT 1').get(input.question_id))
      throw new ApiError(StatusCode.NotFound, 'no such question');
    const inserted = db
      .prepare(
        'INSERT INTO help_votes (user_id, question_id, helpful, voted_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(userId, input.question_id, input.helpful ? 1 : 0, ctx.now);
    if (inserted.changes === 0) throw new ApiError(HelpStatusCode.HelpVoteRepeated, 'this question was already rated');
    return { vote: input.helpful ? ('yes' as const) : ('no' as const) };
  });

  mountEndpoint(
    app,
    deps,
    submitTicket,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const account = accountOf(db, userId);
      // A banned account may only appeal its ban; only a signed-in account can be deleted.
      if (account.status === 'banned' && input.kind !== 'ban_appeal')
        throw new ApiError(StatusCode.UserUnavailable, 'this user account is unavailable');
      if (input.kind === 'deletion' && account.is_anonymous === 1)
        throw new ApiError(StatusCode.LoginRequired, 'please sign in to delete your account');
      checkTicket(input, config.descriptionMaxCount, config.moderationWords);
      cleanUp(ctx.now);
      const ip = addressKey(clientAddress(ctx.c));
      // One immediate transaction: a repeat of the key answers the first ticket before any other rule
      // (a retry after a lost answer is not a duplicate); then images, quotas and the insert together.
      const outcome = db
        .transaction(() => {
          const first = ticketByKey(db, userId, input.idempotency_key);
          if (first) return { ticketId: first.ticket_id, created: false, status: first.status };
          const uploadIds = resolveTicketImages(db, userId, input.images, ctx.origin);
          const contentKey = ticketContentKey(input);
          checkTicketQuota(db, config, userId, ip, contentKey, ctx.now);
          return createTicket(db, userId, input, ctx.now, { uploadIds, ip, contentKey });
        })
        .immediate();
      return { ticket_id: outcome.ticketId, created: outcome.created, status: outcome.status };
    },
    // A repeat answers the first ticket with created: false (the service's own look-up of the key).
    { allowBanned: true, idempotencyKey: 'idempotency_key', handlerAnswersRepeats: true },
  );

  mountEndpoint(app, deps, listTickets, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const rows = db
      .prepare('SELECT * FROM tickets WHERE user_id = ? AND kind = ? ORDER BY created_at DESC, rowid DESC LIMIT 50')
      .all(userId, input.kind) as Parameters<typeof ticketView>[1][];
    return { tickets: rows.map((r) => ticketView(db, r, ctx.origin)) };
  });

  mountEndpoint(
    app,
    deps,
    replyTicket,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const row = findTicket(db, input.ticket_id);
      if (
        !row ||
        (db.prepare('SELECT user_id FROM tickets WHERE ticket_id = ?').get(input.ticket_id) as { user_id: string })
          .user_id !== userId
      ) {
        throw new ApiError(StatusCode.NotFound, 'no such ticket');
      }
      const content = input.content.trim();
      if (content === '') throw new ApiError(HelpStatusCode.TicketMessageEmpty, 'Please input the content and send');
      if (countLength(content) > MAX_REPLY_TEXT)
        throw new ApiError(HelpStatusCode.DescriptionTooLong, `invalid field "content": longer than ${MAX_REPLY_TEXT}`);
      if (violatingWord(content, supportWords(config.moderationWords)))
        throw new ApiError(
          HelpStatusCode.ContentViolation,
          'invalid field "content": Content violates guidelines. Please re-enter.',
        );
      // Counted and inserted in one immediate transaction, so parallel messages cannot all slip under the quota.
      db.transaction(() => {
        checkMessageQuota(db, config, userId, row.ticket_id, ctx.now);
        const add = db.prepare('INSERT INTO ticket_messages (ticket_id, sender, content, sent_at) VALUES (?, ?, ?, ?)');
        add.run(row.ticket_id, 'user', content, ctx.now);
        add.run(row.ticket_id, 'support', SUPPORT_REPLY, ctx.now + 1);
        db.prepare("UPDATE tickets SET status = 'replied', updated_at = ? WHERE ticket_id = ?").run(
          ctx.now,
          row.ticket_id,
        );
      }).immediate();
      return {
        ticket: ticketView(db, findTicket(db, row.ticket_id) as NonNullable<ReturnType<typeof findTicket>>, ctx.origin),
      };
    },
    { idempotencyKey: 'idempotency_key' },
  );

  mountEndpoint(
    app,
    deps,
    getBanStatus,
    (_input, ctx) => {
      const { userId } = signedIn(ctx);
      const row = db
        .prepare('SELECT status, ban_reason, banned_at, banned_until FROM users WHERE user_id = ?')
        .get(userId) as {
        status: string;
        ban_reason: string | null;
        banned_at: number | null;
        banned_until: number | null;
      };
      const banned = row.status === 'banned';
      return {
        banned,
        reason: banned ? (row.ban_reason ?? '') : '',
        banned_at_ms: banned ? row.banned_at : null,
        until_ms: banned ? row.banned_until : null,
      };
    },
    { allowBanned: true },
  );

  mountEndpoint(
    app,
    deps,
    uploadImage,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      const ip = addressKey(clientAddress(ctx.c));
      cleanUp(ctx.now);
      // The quota is checked before the bytes are read: a refused upload costs no disk.
      checkUploadQuota(db, config, userId, ip, ctx.now);
      const bytes = Buffer.from(input.data_base64, 'base64');
      const sniffed = sniffImage(bytes);
      if (!sniffed.ok) throw new ApiError(sniffed.code, sniffed.message);
      const stored = storeUpload(config.dataDir, bytes, sniffed.ext);
      // Counted and inserted in one transaction, so parallel uploads cannot both pass the last free slot.
      const inserted = db.transaction(() => {
        checkUploadQuota(db, config, userId, ip, ctx.now);
        db.prepare(
          'INSERT INTO uploads (upload_id, user_id, mime, bytes, file, created_at, ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(stored.id, userId, sniffed.mime, bytes.length, stored.file, ctx.now, ip);
      });
      try {
        inserted.immediate();
      } catch (error) {
        removeUploadFile(config.dataDir, stored.file);
        throw error;
      }
      return {
        url: `${ctx.origin}${UPLOADS_PREFIX}/${stored.file}`,
        upload_id: stored.id,
        bytes: bytes.length,
        mime: sniffed.mime,
      };
    },
    { allowBanned: true, idempotencyKey: 'idempotency_key' },
  );

  // Uploaded images, as a CDN would serve them (unsigned, immutable).
  app.get(`${UPLOADS_PREFIX}/:file`, (c) => {
    const upload = readUpload(config.dataDir, c.req.param('file'));
    if (!upload) return c.json({ base_resp: { status_code: StatusCode.NotFound, status_msg: 'no such upload' } }, 404);
    return c.body(new Uint8Array(upload.bytes), 200, {
      'content-type': upload.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}
