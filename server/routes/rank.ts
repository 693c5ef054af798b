import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import {
  getAchievements,
  getRankBoard,
  getRankBoardPage,
  getStarRank,
  getSupporters,
  RANK_LIST_LIMIT,
  type Achievement,
  type RankEntry,
  type StarTask,
} from '../../src/api/contract/rank';
import type { ApiDeps, AppEnv } from '../context';
import { ApiError, mountEndpoint, signedIn } from '../http/pipeline';
import { STAR_LEVELS } from '../seed/rank-seed';
import { absoluteUrl } from '../services/media';
import { startOfNextDay } from '../services/clock';
import { competitionRanks, periodWindow, rankBoard, type RankedRow } from '../services/rankings';

const BOARD_PREVIEW = 10;
const SUPPORTERS_SHOWN = 50;

export function mountRankRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  const entryOf = (row: RankedRow, origin: string): RankEntry => ({
    rank: row.rank,
    npc: { npc_id: row.npc_id, name: row.name, avatar_url: absoluteUrl(row.npc_avatar, origin) },
    creator: { user_id: row.author_id, nickname: row.nickname, avatar_url: absoluteUrl(row.user_avatar, origin) },
    score: row.score,
  });
  const isRealName = (userId: string | null) => {
    // With no caller the lookup of a null id finds no row: not a real-name account.
    return (
      (
        db.prepare('SELECT is_anonymous FROM users WHERE user_id = ?').get(userId) as
          { is_anonymous: number } | undefined
      )?.is_anonymous === 0
    );
  };
  const person = (userId: string, origin: string) => {
    const row = db
      .prepare("SELECT user_id, nickname, avatar_url FROM users WHERE user_id = ? AND status = 'active'")
      .get(userId) as { user_id: string; nickname: string; avatar_url: string } | undefined;
    return row ? { ...row, avatar_url: absoluteUrl(row.avatar_url, origin) } : undefined;
  };
  const npcRow = (npcId: string) =>
    db.prepare('SELECT npc_id, name, avatar_url, author_id FROM npcs WHERE npc_id = ?').get(npcId) as
      { npc_id: string; name: string; avatar_url: string; author_id: string } | undefined;
  const notFound = (what: string) => new ApiError(StatusCode.RankTargetNotFound, `no such ${what}`);

  mountEndpoint(app, deps, getRankBoard, (input, ctx) => {
    const window = periodWindow(db, input.period, ctx.now);
    const ranked = rankBoard(db, input.board, window);
    const realName = isRealName(ctx.userId);
    const own = realName ? ranked.find((row) => row.author_id === ctx.userId) : undefined;
    return {
      board: input.board,
      period: input.period,
      entries: ranked.slice(0, input.limit ?? BOARD_PREVIEW).map((row) => entryOf(row, ctx.origin)),
      total: ranked.length,
      own_entry: own ? entryOf(own, ctx.origin) : null,
      own_state: (!realName ? 'visitor' : own ? 'ranked' : 'unranked') as 'visitor' | 'ranked' | 'unranked',
      period_started_at_ms: window.startedAt,
      resets_at_ms: window.resetsAt,
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(
    app,
    deps,
    getRankBoardPage,
    (input, ctx) => {
      signedIn(ctx);
      const window = periodWindow(db, input.period, ctx.now);
      const top = rankBoard(db, input.board, window).slice(0, RANK_LIST_LIMIT);
      const end = Math.min(top.length, input.offset + (input.limit ?? 20));
      return {
        board: input.board,
        period: input.period,
        offset: input.offset,
        entries: top.slice(input.offset, end).map((row) => entryOf(row, ctx.origin)),
        total: top.length,
        has_more: end < top.length,
        period_started_at_ms: window.startedAt,
        resets_at_ms: window.resetsAt,
        server_time_ms: ctx.now,
      };
    },
    { realNameOnly: true },
  );

  mountEndpoint(app, deps, getSupporters, (input, ctx) => {
    let target: { kind: 'npc' | 'creator'; id: string; name: string; avatar_url: string };
    let npcIds: string[];
    if (input.target === 'npc') {
      const npc = npcRow(input.target_id);
      if (!npc) throw notFound('character');
      target = { kind: 'npc', id: npc.npc_id, name: npc.name, avatar_url: absoluteUrl(npc.avatar_url, ctx.origin) };
      npcIds = [npc.npc_id];
    } else {
      const creator = person(input.target_id, ctx.origin);
      if (!creator) throw notFound('creator');
      target = { kind: 'creator', id: creator.user_id, name: creator.nickname, avatar_url: creator.avatar_url };
      npcIds = (
        db.prepare('SELECT npc_id FROM npcs WHERE author_id = ?').all(creator.user_id) as { npc_id: string }[]
      ).map((r) => r.npc_id);
    }
    // The board's period: its UTC days up to today (champion: all time), as the gem-elite score counts them.
    const period = input.period ?? 'champion';
    const window = periodWindow(db, period, ctx.now);
    const from = period === 'champion' ? 0 : window.startedAt;
    const until = startOfNextDay(ctx.now);
    // A creator without characters gives `IN ()`, which SQLite reads as matching nothing.
    const marks = npcIds.map(() => '?').join(',');
    const rows = db
      .prepare(
        `
      SELECT s.supporter_id, u.nickname, u.avatar_url, SUM(s.gems) AS gems FROM gem_supports s JOIN users u ON u.user_id = s.supporter_id
      WHERE s.npc_id IN (${marks}) AND s.supported_at >= ? AND s.supported_at < ? AND u.status = 'active' GROUP BY s.supporter_id ORDER BY gems DESC, s.supporter_id`,
      )
      .all(...npcIds, from, until) as { supporter_id: string; nickname: string; avatar_url: string; gems: number }[];
    const ranked = competitionRanks(rows, (row) => row.gems);
    return {
      target,
      period,
      supporters: ranked.slice(0, SUPPORTERS_SHOWN).map((row) => ({
        rank: row.rank,
        user: {
          user_id: row.supporter_id,
          nickname: row.nickname,
          avatar_url: absoluteUrl(row.avatar_url, ctx.origin),
        },
        gems: row.gems,
      })),
      total_gems: rows.reduce((sum, row) => sum + row.gems, 0),
      supporter_count: rows.length,
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(app, deps, getStarRank, (input, ctx) => {
    const npc = npcRow(input.npc_id);
    const creator = npc ? person(npc.author_id, ctx.origin) : undefined;
    if (!npc || !creator) throw notFound('character');
    const stars =
      (db.prepare('SELECT stars FROM npc_stars WHERE npc_id = ?').get(npc.npc_id) as { stars: number } | undefined)
        ?.stars ?? 0;
    const above = (db.prepare('SELECT COUNT(*) AS n FROM npc_stars WHERE stars > ?').get(stars) as { n: number }).n;
    const level = STAR_LEVELS.filter((needed) => stars >= needed).length;
    const tasks = db
      .prepare('SELECT task_id, kind, target, progress, stars FROM star_tasks WHERE npc_id = ? ORDER BY position')
      .all(npc.npc_id) as Omit<StarTask, 'done'>[];
    return {
      npc: { npc_id: npc.npc_id, name: npc.name, avatar_url: absoluteUrl(npc.avatar_url, ctx.origin), creator },
      level,
      stars,
      next_level_stars: STAR_LEVELS[level] ?? null,
      star_rank: above + 1,
      levels: STAR_LEVELS.map((needed, index) => ({ level: index + 1, stars_needed: needed })),
      tasks: tasks.map((task) => ({ ...task, done: task.progress >= task.target })),
      server_time_ms: ctx.now,
    };
  });

  mountEndpoint(app, deps, getAchievements, (input, ctx) => {
    let owner: { id: string; name: string; avatar_url: string };
    if (input.scope === 'npc') {
      const npc = npcRow(input.owner_id);
      if (!npc) throw notFound('character');
      owner = { id: npc.npc_id, name: npc.name, avatar_url: absoluteUrl(npc.avatar_url, ctx.origin) };
    } else {
      const user = person(input.owner_id, ctx.origin);
      if (!user) throw notFound('user');
      owner = { id: user.user_id, name: user.nickname, avatar_url: user.avatar_url };
    }
    const rows = db
      .prepare(
        `
      SELECT a.achievement_id, a.kind, a.validity, a.valid_from, a.valid_until, a.target, p.current, p.unlocked_at
      FROM achievements a LEFT JOIN achievement_progress p ON p.achievement_id = a.achievement_id AND p.owner_id = ?
      WHERE a.scope = ? ORDER BY a.position`,
      )
      .all(owner.id, input.scope) as {
      achievement_id: string;
      kind: Achievement['kind'];
      validity: Achievement['validity'];
      valid_from: number | null;
      valid_until: number | null;
      target: number | null;
      current: number | null;
      unlocked_at: number | null;
    }[];
    return {
      owner,
      achievements: rows.map((row) => ({
        achievement_id: row.achievement_id,
        kind: row.kind,
        unlocked: row.unlocked_at !== null,
        unlocked_at_ms: row.unlocked_at,
        validity: row.validity,
        valid_from_ms: row.valid_from,
        valid_until_ms: row.valid_until,
        progress: row.target === null ? null : { current: Math.min(row.current ?? 0, row.target), target: row.target },
      })),
      server_time_ms: ctx.now,
    };
  });
}
