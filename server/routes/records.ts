import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import { drawCard, getCardDraws, getGemRecord, getOriginality } from '../../src/api/contract/records';
import { RECORD_RETENTION_DAYS } from '../../src/platform/constants';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { absoluteUrl } from '../services/media';
import { cardDrawPage, drawCard as draw, gemRecord, RecordRefusal } from '../services/records';

/** Default page of the card-draw record. */
const CARD_DRAW_PAGE = 20;

const refused = <T>(run: () => T): T => {
  try {
    return run();
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: the record services throw only their refusals; anything else is a SQLite failure of a broken database file, which no test can make
    if (error instanceof RecordRefusal) throw new ApiError(error.status, error.message);
    throw error;
  }
};

export function mountRecordRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  mountEndpoint(app, deps, getOriginality, (input, ctx) => {
    const row = db
      .prepare(
        `SELECT n.npc_id, n.name, n.avatar_url, n.author_id, u.nickname, COALESCE(n.created_at, u.created_at) AS created_at
      FROM npcs n JOIN users u ON u.user_id = n.author_id WHERE n.npc_id = ?`,
      )
      .get(input.npc_id) as
      | { npc_id: string; name: string; avatar_url: string; author_id: string; nickname: string; created_at: number }
      | undefined;
    if (!row) throw new ApiError(StatusCode.NotFound, 'no such character');
    return {
      npc: {
        npc_id: row.npc_id,
        name: row.name,
        avatar_url: absoluteUrl(row.avatar_url, ctx.origin),
        creator_id: row.author_id,
        creator_nickname: row.nickname,
        created_at_ms: row.created_at,
      },
    };
  });

  mountEndpoint(app, deps, getCardDraws, (input, ctx) => {
    const { userId } = signedIn(ctx);
    const page = refused(() => cardDrawPage(db, userId, input.page_token, input.page_size ?? CARD_DRAW_PAGE, ctx.now));
    return {
      draws: page.draws,
      next_page_token: page.nextPageToken,
      retention_days: RECORD_RETENTION_DAYS,
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(app, deps, getGemRecord, (_input, ctx) => {
    const { userId } = signedIn(ctx);
    return { ...gemRecord(db, userId, ctx.now), server_time_ms: ctx.now };
  });

  mountEndpoint(
    app,
    deps,
    drawCard,
    (input, ctx) => {
      const { userId } = signedIn(ctx);
      return refused(() => draw(db, userId, input.npc_id, input.request_id, ctx.now));
    },
    { idempotencyKey: 'request_id' },
  );
}
