import type { Migration } from './migration';

/**
 * Creator tools. Creators, their daily numbers, subscription settings (a level's price is set
 * once: the (creator, level) primary key), clones (one per request id; the weekly limit is counted
 * inside the inserting transaction), uploads, themes, series and topics. Seed creators get their
 * one-click credentials here so databases seeded before this migration can log them in too.
 */
export const migration: Migration = `
  CREATE TABLE creators (
    user_id TEXT PRIMARY KEY REFERENCES users (user_id),
    max_levels INTEGER NOT NULL,
    max_price_gems INTEGER NOT NULL
  );
  CREATE TABLE creator_daily_stats (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    day INTEGER NOT NULL,
    counts TEXT NOT NULL,
    PRIMARY KEY (user_id, day)
  );
  CREATE TABLE subscription_settings (
    creator_id TEXT PRIMARY KEY REFERENCES users (user_id),
    benefits TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE subscription_levels (
    creator_id TEXT NOT NULL REFERENCES users (user_id),
    level INTEGER NOT NULL,
    price_gems INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (creator_id, level)
  );
  CREATE TABLE subscription_plans (
    plan_id TEXT PRIMARY KEY,
    creator_id TEXT NOT NULL REFERENCES users (user_id),
    title TEXT NOT NULL,
    due_at INTEGER NOT NULL
  );
  CREATE TABLE subscriptions (
    subscriber_id TEXT NOT NULL REFERENCES users (user_id),
    creator_id TEXT NOT NULL REFERENCES users (user_id),
    level INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('active', 'unconfirmed')),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (subscriber_id, creator_id)
  );
  CREATE TABLE clones (
    clone_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    request_id TEXT NOT NULL,
    name TEXT NOT NULL,
    persona TEXT NOT NULL,
    greeting TEXT NOT NULL,
    image_urls TEXT NOT NULL,
    week INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, request_id)
  );
  CREATE INDEX clones_user_week ON clones (user_id, week);
  CREATE TABLE creator_uploads (
    upload_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE themes (
    theme_id TEXT PRIMARY KEY,
    payload TEXT NOT NULL
  );
  CREATE TABLE series (
    series_id TEXT PRIMARY KEY,
    payload TEXT NOT NULL
  );
  CREATE TABLE topics (
    tag_id TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('visible', 'under_review')),
    payload TEXT NOT NULL
  );
  UPDATE users SET credential = '+10000000010' WHERE user_id = 'u_creator_en' AND credential IS NULL;
  UPDATE users SET credential = '+10000000011' WHERE user_id = 'u_creator_zh' AND credential IS NULL;
  UPDATE users SET credential = '+10000000012' WHERE user_id = 'u_creator_es' AND credential IS NULL;
  UPDATE users SET credential = '+10000000013' WHERE user_id = 'u_creator_pt' AND credential IS NULL;
  UPDATE users SET credential = '+10000000014' WHERE user_id = 'u_creator_ja' AND credential IS NULL;
  `;
