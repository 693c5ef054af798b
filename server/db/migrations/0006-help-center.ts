import type { Migration } from './migration';

/**
 * Help center content per locale, "Did this help?" votes (one per user and question), tickets
 * with their idempotency key (one ticket per user and key, whatever the number of parallel
 * repeats), the conversation of a ticket, uploaded images, and the ban as the server states it.
 */
export const migration: Migration = `
  ALTER TABLE users ADD COLUMN ban_reason TEXT;
  ALTER TABLE users ADD COLUMN banned_at INTEGER;
  ALTER TABLE users ADD COLUMN banned_until INTEGER;

  CREATE TABLE help_categories (
    category_id TEXT NOT NULL,
    locale TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    PRIMARY KEY (category_id, locale)
  );
  CREATE TABLE help_questions (
    question_id TEXT NOT NULL,
    locale TEXT NOT NULL,
    category_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    blocks TEXT NOT NULL,
    PRIMARY KEY (question_id, locale)
  );
  CREATE TABLE help_votes (
    user_id TEXT NOT NULL REFERENCES users (user_id),
    question_id TEXT NOT NULL,
    helpful INTEGER NOT NULL,
    voted_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, question_id)
  );

  CREATE TABLE tickets (
    ticket_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    kind TEXT NOT NULL CHECK (kind IN ('feedback', 'appeal', 'ban_appeal', 'report', 'deletion')),
    idempotency_key TEXT NOT NULL,
    fields TEXT NOT NULL,
    images TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'replied', 'closed')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (user_id, idempotency_key)
  );
  CREATE INDEX tickets_user_kind ON tickets (user_id, kind, created_at);
  CREATE TABLE ticket_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ticket_id TEXT NOT NULL REFERENCES tickets (ticket_id),
    sender TEXT NOT NULL CHECK (sender IN ('user', 'support')),
    content TEXT NOT NULL,
    sent_at INTEGER NOT NULL
  );
  CREATE TABLE uploads (
    upload_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    mime TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    file TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `;
