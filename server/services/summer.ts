/**
 * The summer campaign: task progress from the user's campaign activity, rewards claimed once, rank with shared places.
 */
import { StatusCode } from '../../src/api/contract/codes';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import type { SummerRankEntry, SummerTask } from '../../src/api/contract/campaign';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { summerTasks } from '../seed/campaign';
import type { EventRow } from './campaign-events';
import { absoluteUrl, mediaPath } from './media';
import { grantGems } from './users';

type TaskDef = (typeof summerTasks)[number];

function progressOf(db: Db, userId: string, task: TaskDef, summer: EventRow): number {
  const n = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
  switch (task.task_id) {
    case 'task_spin_3':
      return n(
        'SELECT COUNT(*) AS n FROM spin_records WHERE user_id = ? AND won_at >= ? AND won_at < ?',
        userId,
        summer.starts_at,
        summer.ends_at,
      );
    case 'task_easter_egg':
      return n('SELECT COUNT(*) AS n FROM easter_egg_claims WHERE user_id = ?', userId);
    case 'task_collect_fm_3':
      return n(
        "SELECT COUNT(*) AS n FROM summer_collected c JOIN summer_items i ON i.item_id = c.item_id WHERE c.user_id = ? AND i.kind = 'fm'",
        userId,
      );
    case 'task_collect_npc_3':
      return n(
        "SELECT COUNT(*) AS n FROM summer_collected c JOIN summer_items i ON i.item_id = c.item_id WHERE c.user_id = ? AND i.kind = 'npc'",
        userId,
      );
  }
}

export function taskViews(db: Db, userId: string, summer: EventRow): SummerTask[] {
  const claimed = new Set(
    (db.prepare('SELECT task_id FROM summer_task_claims WHERE user_id = ?').all(userId) as { task_id: string }[]).map(
      (r) => r.task_id,
    ),
  );
  return summerTasks.map((task) => {
    const progress = Math.min(task.target, progressOf(db, userId, task, summer));
    const status = claimed.has(task.task_id) ? 'claimed' : progress >= task.target ? 'claimable' : 'in_progress';
    return {
      task_id: task.task_id,
      name: task.name,
      progress,
      target: task.target,
      reward_gems: task.reward_gems,
      status,
    };
  });
}

/** Claims a finished task's gems once. Call inside a transaction. */
export function claimTask(
  db: Db,
  userId: string,
  taskId: string,
  summer: EventRow,
  now: number,
): { task: SummerTask; expiresAt: number } {
  const task = summerTasks.find((t) => t.task_id === taskId);
  if (!task) throw new ApiError(StatusCode.InvalidParam, 'no such task');
  if (progressOf(db, userId, task, summer) < task.target)
    throw new ApiError(CampaignStatusCode.TaskNotDone, 'this task is not done yet');
  const { expiresAt } = grantGems(db, userId, task.reward_gems, 'summer', now);
  const inserted = db
    .prepare(
      'INSERT OR IGNORE INTO summer_task_claims (user_id, task_id, gems, claimed_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, task.task_id, task.reward_gems, now, expiresAt);
  if (inserted.changes === 0)
    throw new ApiError(CampaignStatusCode.TaskAlreadyClaimed, 'this task reward was already claimed');
  creditSummerPoints(db, userId, task.reward_gems);
  const view = taskViews(db, userId, summer).find((t) => t.task_id === taskId) as SummerTask;
  return { task: view, expiresAt };
}

/**
 * Summer points, the measure of the summer rank and of "Your points": a point for each gem of a summer
 * reward the player receives (a task's reward, the easter egg), the rewards their reward history lists.
 * Call inside the transaction that grants the reward, once the reward is known to be new.
 */
export function creditSummerPoints(db: Db, userId: string, gems: number): void {
  db.prepare(
    `INSERT INTO summer_scores (user_id, nickname, score) SELECT user_id, nickname, ? FROM users WHERE user_id = ?
    ON CONFLICT (user_id) DO UPDATE SET score = score + excluded.score`,
  ).run(gems, userId);
}

export const RANK_PAGE = 20;

interface ScoreRow {
  user_id: string;
  nickname: string;
  score: number;
  rank: number;
}

const RANKED = 'SELECT user_id, nickname, score, RANK() OVER (ORDER BY score DESC) AS rank FROM summer_scores';

const entryOf = (row: ScoreRow, origin: string): SummerRankEntry => ({
  rank: row.rank,
  user_id: row.user_id,
  nickname: row.nickname,
  avatar_url: absoluteUrl(mediaPath('avatar', row.user_id), origin),
  score: row.score,
});

/** A page of the top 100 (ties share a rank), and the caller's own place. */
export function rankPage(
  db: Db,
  userId: string,
  offset: number,
  origin: string,
): { entries: SummerRankEntry[]; has_more: boolean; me: SummerRankEntry | null } {
  const rows = db
    .prepare(`${RANKED} ORDER BY score DESC, user_id LIMIT ? OFFSET ?`)
    .all(RANK_PAGE + 1, offset) as ScoreRow[];
  const me = db.prepare(`SELECT * FROM (${RANKED}) WHERE user_id = ?`).get(userId) as ScoreRow | undefined;
  return {
    entries: rows.slice(0, RANK_PAGE).map((r) => entryOf(r, origin)),
    has_more: rows.length > RANK_PAGE && offset + RANK_PAGE < 100,
    me: me ? entryOf(me, origin) : null,
  };
}
