/**
 * Boards computed from the daily points: a period's score is the sum of its UTC days up to today.
 * Ranks are competition ranks (equal scores share a rank: 1, 2, 2, 4); equal scores are listed by
 * character id so pages of a board never overlap.
 */
import type { RankBoard, RankPeriod } from '../../src/api/contract/rank';
import type { Db } from '../db/database';
import { dayKey, DAY_MS } from './clock';

export interface PeriodWindow {
  /** First and last UTC day counted ("YYYY-MM-DD"). */
  fromDay: string;
  toDay: string;
  startedAt: number;
  /** Null: the champion board never resets. */
  resetsAt: number | null;
}

/** The window of the current period at `now` (UTC): days, weeks from Monday, calendar months, all time. */
export function periodWindow(db: Db, period: RankPeriod, now: number): PeriodWindow {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const toDay = dayKey(now);
  switch (period) {
    case 'daily':
      return { fromDay: toDay, toDay, startedAt: dayStart, resetsAt: dayStart + DAY_MS };
    case 'weekly': {
      const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
      const start = dayStart - sinceMonday * DAY_MS;
      return { fromDay: dayKey(start), toDay, startedAt: start, resetsAt: start + 7 * DAY_MS };
    }
    case 'monthly': {
      const d = new Date(dayStart);
      const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      return {
        fromDay: dayKey(start),
        toDay,
        startedAt: start,
        resetsAt: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
      };
    }
    case 'champion': {
      const first = (db.prepare('SELECT MIN(day) AS day FROM rank_points').get() as { day: string | null }).day;
      const start = first ? Date.parse(`${first}T00:00:00Z`) : dayStart;
      return { fromDay: first ?? toDay, toDay, startedAt: Math.min(start, dayStart), resetsAt: null };
    }
  }
}

export interface RankedRow {
  rank: number;
  npc_id: string;
  name: string;
  npc_avatar: string;
  author_id: string;
  nickname: string;
  user_avatar: string;
  score: number;
}

/** The whole board of a period, ranked. */
export function rankBoard(db: Db, board: RankBoard, window: PeriodWindow): RankedRow[] {
  const rows = db
    .prepare(
      `
    SELECT p.npc_id, n.name, n.avatar_url AS npc_avatar, n.author_id, u.nickname, u.avatar_url AS user_avatar, SUM(p.points) AS score
    FROM rank_points p JOIN npcs n ON n.npc_id = p.npc_id JOIN users u ON u.user_id = n.author_id
    WHERE p.board = ? AND p.day >= ? AND p.day <= ? AND u.status = 'active'
    GROUP BY p.npc_id HAVING score > 0
    ORDER BY score DESC, p.npc_id`,
    )
    .all(board, window.fromDay, window.toDay) as Omit<RankedRow, 'rank'>[];
  return competitionRanks(rows, (row) => row.score);
}

/** Competition ranking of rows already sorted by score, highest first. */
export function competitionRanks<T>(rows: readonly T[], scoreOf: (row: T) => number): (T & { rank: number })[] {
  let rank = 0;
  return rows.map((row, index) => {
    if (index === 0 || scoreOf(row) !== scoreOf(rows[index - 1] as T)) rank = index + 1;
    return { ...row, rank };
  });
}
