import { createHash } from 'node:crypto';
import type { ApiApp } from '../../../server/app';
import { TABLES_IN_DELETE_ORDER } from '../../../server/db/database';

/** A hash of every row of every table: equal before and after means the call changed nothing. */
export function dbFingerprint(api: ApiApp): string {
  const hash = createHash('sha256');
  for (const table of TABLES_IN_DELETE_ORDER) {
    hash.update(table);
    hash.update(JSON.stringify(api.deps.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));
  }
  return hash.digest('hex');
}
