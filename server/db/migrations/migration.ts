import type Database from 'better-sqlite3';
import type { MigrationContext } from '../normalise-phones';

/** SQL, or a function for what SQL cannot do (reading phone numbers). */
export type Migration = string | ((db: Database.Database, context: MigrationContext) => void);
