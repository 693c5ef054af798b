import type { Migration } from './migration';

/**
 * Who sent a report. An event keeps the account whose token sent it (NULL: a visitor without
 * one); an event or error report keeps a user the page named who is not the sender as a claim only.
 * Rows stored before keep NULL in both (an error report's user_id then may be the page's word).
 */
export const migration: Migration = `
  ALTER TABLE events ADD COLUMN user_id TEXT;
  ALTER TABLE events ADD COLUMN claimed_user_id TEXT;
  CREATE INDEX events_user ON events (user_id);
  ALTER TABLE client_errors ADD COLUMN claimed_user_id TEXT;
  `;
