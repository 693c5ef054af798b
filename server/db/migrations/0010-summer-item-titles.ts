import { SEED_LOCALES } from '../../seed/ids';
import { seedTitlesSql } from '../../seed/summer-titles';
import type { Migration } from './migration';

/**
 * Summer collection items carry their titles per locale (JSON, like membership products), so each
 * visitor reads them in their own language; seed rows of an older database get theirs here.
 */
export const migration: Migration = `
  ALTER TABLE summer_items ADD COLUMN titles TEXT NOT NULL DEFAULT '{}';
  ${seedTitlesSql(SEED_LOCALES)}
  `;
