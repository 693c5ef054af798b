import type { Migration } from './migration';

/**
 * Campaigns. Event windows; spins counted per user, event and UTC day; prize records keyed by the
 * caller's idempotency key (a repeated key answers the same record); rewarded-ad sessions credited
 * once by the ad network's callback; contact forms once per record; one easter egg per user and event;
 * summer tasks claimed once; collections and rank scores.
 */
export const migration: Migration = `
  CREATE TABLE campaign_events (
    event_id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    paused INTEGER NOT NULL DEFAULT 0,
    daily_spins INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE spin_prizes (
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    prize_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('gems', 'item', 'physical', 'none')),
    amount INTEGER NOT NULL,
    weight INTEGER NOT NULL CHECK (weight >= 0),
    name TEXT NOT NULL,
    PRIMARY KEY (event_id, prize_id)
  );
  CREATE TABLE spin_days (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    day TEXT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    ad_added INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, event_id, day)
  );
  CREATE TABLE spin_records (
    record_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    prize_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    won_at INTEGER NOT NULL,
    claim_deadline INTEGER,
    gems_expire_at INTEGER,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE INDEX spin_records_user ON spin_records (user_id, event_id, won_at);
  CREATE TABLE ad_sessions (
    session_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    day TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    rewarded_at INTEGER,
    spins_added INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE prize_contacts (
    record_id TEXT PRIMARY KEY REFERENCES spin_records (record_id),
    idempotency_key TEXT NOT NULL,
    contact TEXT NOT NULL,
    submitted_at INTEGER NOT NULL
  );
  CREATE TABLE easter_egg_claims (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    event_id TEXT NOT NULL REFERENCES campaign_events (event_id),
    gems INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, event_id)
  );
  CREATE TABLE summer_task_claims (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    task_id TEXT NOT NULL,
    gems INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, task_id)
  );
  CREATE TABLE summer_items (
    item_id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('fm', 'npc')),
    name TEXT NOT NULL,
    npc_id TEXT NOT NULL,
    fm_id TEXT,
    position INTEGER NOT NULL
  );
  CREATE TABLE summer_collected (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    item_id TEXT NOT NULL REFERENCES summer_items (item_id),
    collected_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, item_id)
  );
  -- Players of the summer rank; seed players need no account, so no reference to users.
  CREATE TABLE summer_scores (
    user_id TEXT PRIMARY KEY,
    nickname TEXT NOT NULL,
    score INTEGER NOT NULL
  );
  `;
