import type { Migration } from './migration';

/**
 * The first answer of each writing call per (caller, path, idempotency key), kept a day
 * (server/http/idempotency.ts): a retry after a lost answer gets it instead of a second record.
 */
export const migration: Migration = `
  CREATE TABLE idempotent_answers (
    user_id TEXT NOT NULL,
    path TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    body_digest TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, path, idempotency_key)
  );
  CREATE INDEX idempotent_answers_created ON idempotent_answers (created_at);
  `;
