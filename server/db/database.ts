import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PHONE_REGION } from '../../src/api/contract/phone-number';
import { migrations } from './migrations';
import type { MigrationContext } from './normalise-phones';

export type Db = Database.Database;

/** How migrations read stored phone numbers, and where they report: the server passes its settings. */
const DEFAULT_MIGRATION_CONTEXT: MigrationContext = {
  phoneRegion: DEFAULT_PHONE_REGION,
  log: (line) => console.warn(line),
};

/** Opens (creating if needed) the database and brings its schema up to date. */
export function openDatabase(databasePath: string, context: MigrationContext = DEFAULT_MIGRATION_CONTEXT): Db {
  // For :memory: the folder is . (it exists).
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath);
  // WAL: readers never wait for the writer; NORMAL is durable across process crashes in WAL mode.
  // A database with no file (:memory:) keeps journal_mode memory.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  connectionSettings(db);
  migrate(db, context);
  return db;
}

/** An in-memory database holding a copy of `image` (what `db.serialize()` returned), its schema brought up to date. */
export function openImage(image: Buffer): Db {
  const db = new Database(image);
  connectionSettings(db);
  migrate(db);
  return db;
}

/** The settings of a connection (they are not part of the database file). */
function connectionSettings(db: Db): void {
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function migrate(db: Db, context: MigrationContext = DEFAULT_MIGRATION_CONTEXT): void {
  const from = schemaVersion(db);
  if (from > migrations.length) {
    throw new Error(
      `Database schema version ${from} is newer than this server (${migrations.length}); delete the data directory or update.`,
    );
  }
  for (const [version, migration] of migrations.entries()) {
    if (version < from) continue;
    db.transaction(() => {
      if (typeof migration === 'string') db.exec(migration);
      else migration(db, context);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/** Names of the application tables, children first, for wiping before a reseed. */
export const TABLES_IN_DELETE_ORDER = [
  'prize_contacts',
  'spin_records',
  'spin_days',
  'ad_sessions',
  'spin_prizes',
  'easter_egg_claims',
  'summer_task_claims',
  'summer_collected',
  'summer_items',
  'summer_scores',
  'campaign_events',
  'creator_uploads',
  'clones',
  'subscriptions',
  'subscription_plans',
  'subscription_levels',
  'subscription_settings',
  'creator_daily_stats',
  'creators',
  'themes',
  'series',
  'topics',
  'tokens',
  'rank_points',
  'gem_supports',
  'star_tasks',
  'npc_stars',
  'achievement_progress',
  'achievements',
  'card_draws',
  'gem_spends',
  'ticket_messages',
  'tickets',
  'uploads',
  'help_votes',
  'help_questions',
  'help_categories',
  'messages',
  'chats',
  'memories',
  'images',
  'materials',
  'templates',
  'videos',
  'posts',
  'fm_episodes',
  'npcs',
  'daily_purchases',
  'store_transactions',
  'orders',
  'products',
  'claims',
  'gem_grants',
  'invite_rewards',
  'invite_bindings',
  'invite_codes',
  'events',
  'client_errors',
  'users',
] as const;

export function wipe(db: Db): void {
  db.transaction(() => {
    for (const table of TABLES_IN_DELETE_ORDER) db.exec(`DELETE FROM ${table}`);
    db.exec(`DELETE FROM sqlite_sequence`);
  })();
}
