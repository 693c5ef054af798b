import { createHash } from 'node:crypto';
import type { ApiApp } from '../../../server/app';
import { TABLES_IN_DELETE_ORDER, type Db } from '../../../server/db/database';

/**
 * The last fingerprint of each connection, with the connection's count of changed rows at the time:
 * while that count stands (SQLite's total_changes(): every row an INSERT, UPDATE or DELETE touched),
 * no row has changed, so the fingerprint is still right without reading the 12,000 rows again.
 */
const lastByConnection = new WeakMap<Db, { changes: number; fingerprint: string }>();

/** A hash of every row of every table: equal before and after means the call changed nothing. */
export function dbFingerprint(api: ApiApp): string {
  const counter = api.deps.db.prepare('SELECT total_changes() AS n');
  // The statement's connection: the one of the moment (a control reset replaces it).
  const connection = counter.database;
  const changes = (counter.get() as { n: number }).n;
  const last = lastByConnection.get(connection);
  if (last?.changes === changes) return last.fingerprint;
  const hash = createHash('sha256');
  for (const table of TABLES_IN_DELETE_ORDER) {
    hash.update(table);
    // Rows as arrays of their columns, in the table's column order.
    hash.update(JSON.stringify(connection.prepare(`SELECT * FROM ${table} ORDER BY rowid`).raw().all()));
  }
  const fingerprint = hash.digest('hex');
  lastByConnection.set(connection, { changes, fingerprint });
  return fingerprint;
}
