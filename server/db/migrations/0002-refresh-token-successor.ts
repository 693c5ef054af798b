import type { Migration } from './migration';

/**
 * A used refresh token keeps the pair it was rotated into, sealed with a key only that token
 * opens, so a repeat within the grace window gets the same pair (server/services/tokens.ts).
 */
export const migration: Migration = `
  ALTER TABLE tokens ADD COLUMN successor TEXT;
  `;
