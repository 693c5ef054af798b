import { normaliseStoredPhones } from '../normalise-phones';
import type { Migration } from './migration';

/**
 * Stored phone numbers become E.164 numbers; accounts of one phone are kept, not merged, and named
 * on the output (server/db/normalise-phones.ts).
 */
export const migration: Migration = normaliseStoredPhones;
