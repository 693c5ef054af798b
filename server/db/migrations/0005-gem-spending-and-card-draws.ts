import type { Migration } from './migration';

/**
 * Spending of gems and card draws (records of the last 30 days), and when a character was made
 * (its originality statement). A grant keeps how much of it was spent; gems that expire first are
 * spent first. A draw's request id is unique per user, so a repeated request is one spend.
 */
export const migration: Migration = `
  ALTER TABLE gem_grants ADD COLUMN spent INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE npcs ADD COLUMN created_at INTEGER;

  CREATE TABLE gem_spends (
    spend_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    amount INTEGER NOT NULL CHECK (amount > 0),
    reason TEXT NOT NULL CHECK (reason IN ('card_draw')),
    detail TEXT NOT NULL,
    spent_at INTEGER NOT NULL
  );
  CREATE INDEX gem_spends_user ON gem_spends (user_id, spent_at);

  CREATE TABLE card_draws (
    draw_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id),
    request_id TEXT NOT NULL,
    npc_id TEXT NOT NULL REFERENCES npcs (npc_id),
    card_name TEXT NOT NULL,
    rarity TEXT NOT NULL CHECK (rarity IN ('common', 'rare', 'epic')),
    gems INTEGER NOT NULL,
    spend_id TEXT NOT NULL REFERENCES gem_spends (spend_id),
    drawn_at INTEGER NOT NULL,
    UNIQUE (user_id, request_id)
  );
  CREATE INDEX card_draws_user ON card_draws (user_id, drawn_at);
  `;
