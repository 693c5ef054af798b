import type { Migration } from './migration';

/**
 * Rankings (points per character, board and UTC day; boards are sums over a period), gem support
 * behind the supporters lists, star tasks, and achievements with their validity and progress.
 */
export const migration: Migration = `
  CREATE TABLE rank_points (
    board TEXT NOT NULL CHECK (board IN ('popular', 'gem_elite')),
    day TEXT NOT NULL,
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    points INTEGER NOT NULL CHECK (points >= 0),
    PRIMARY KEY (board, day, npc_id)
  );

  CREATE TABLE gem_supports (
    supporter_id TEXT NOT NULL REFERENCES users (user_id),
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    gems INTEGER NOT NULL CHECK (gems > 0),
    supported_at INTEGER NOT NULL
  );
  CREATE INDEX gem_supports_npc ON gem_supports (npc_id);

  CREATE TABLE star_tasks (
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    task_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    target INTEGER NOT NULL,
    progress INTEGER NOT NULL,
    stars INTEGER NOT NULL,
    PRIMARY KEY (npc_id, task_id)
  );
  CREATE TABLE npc_stars (
    npc_id TEXT PRIMARY KEY REFERENCES npcs (npc_id),
    stars INTEGER NOT NULL
  );

  CREATE TABLE achievements (
    achievement_id TEXT PRIMARY KEY,
    scope TEXT NOT NULL CHECK (scope IN ('npc', 'user')),
    kind TEXT NOT NULL,
    position INTEGER NOT NULL,
    validity TEXT NOT NULL CHECK (validity IN ('permanent', 'limited')),
    valid_from INTEGER,
    valid_until INTEGER,
    target INTEGER
  );
  CREATE TABLE achievement_progress (
    achievement_id TEXT NOT NULL REFERENCES achievements (achievement_id),
    owner_id TEXT NOT NULL,
    current INTEGER NOT NULL,
    unlocked_at INTEGER,
    PRIMARY KEY (achievement_id, owner_id)
  );
  `;
