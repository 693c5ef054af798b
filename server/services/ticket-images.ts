/**
 * A ticket's images are references to uploads of the same account, never free URLs: a URL would let
 * anyone make support's tools fetch link-local metadata addresses, tracking pixels or the control API.
 * The page sends what upload/image answered (the URL, or its upload_id); the ticket stores upload ids
 * and answers them as URLs of this server again. Uploads no ticket (or clone) names are removed after a day.
 */
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { removeUploadFile, UPLOADS_PREFIX } from './uploads';

const UPLOAD_ID = /^[a-f0-9]{32}$/;
const UPLOAD_PATH = new RegExp(`^${UPLOADS_PREFIX}/([a-f0-9]{32})\\.(?:jpg|png|gif|webp)$`);

interface UploadRow {
  upload_id: string;
  user_id: string;
  file: string;
}

const refused = (message: string): ApiError =>
  new ApiError(HelpStatusCode.ImageReferenceInvalid, `invalid field "images": ${message}`);

/**
 * The upload id a reference names: the id itself (matching `idPattern`), or a URL of this server whose
 * path `pathPattern` reads the id from, on the origin the caller uses now (so a URL on another host, or
 * one carrying a query, fragment or credentials, never passes). Help and creator uploads both use it.
 */
export function uploadReferenceId(
  reference: string,
  origin: string,
  idPattern: RegExp,
  pathPattern: RegExp,
): string | null {
  if (idPattern.test(reference)) return reference;
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    return null;
  return pathPattern.exec(url.pathname)?.[1] ?? null;
}

/** The help upload id a reference names, as upload/image answered it. */
export const uploadIdOf = (reference: string, origin: string): string | null =>
  uploadReferenceId(reference, origin, UPLOAD_ID, UPLOAD_PATH);

/** The upload ids of a ticket's images; throws ImageReferenceInvalid for anything not the caller's upload. */
export function resolveTicketImages(db: Db, userId: string, references: readonly string[], origin: string): string[] {
  const ids: string[] = [];
  for (const reference of references) {
    const id = uploadIdOf(reference, origin);
    if (id === null) throw refused('must be images uploaded with upload/image');
    const row = db.prepare('SELECT upload_id, user_id, file FROM uploads WHERE upload_id = ?').get(id) as
      UploadRow | undefined;
    // Someone else's upload answers like a missing one: whether an id exists is not the caller's business.
    if (!row || row.user_id !== userId) throw refused('no such upload of this account');
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Marks the uploads as the ticket's, so the cleanup keeps them. Inside the ticket's transaction. */
export function attachUploads(db: Db, ticketId: string, uploadIds: readonly string[]): void {
  const attach = db.prepare('UPDATE uploads SET ticket_id = ? WHERE upload_id = ? AND ticket_id IS NULL');
  for (const id of uploadIds) attach.run(ticketId, id);
}

/** The stored images of a ticket as URLs on `origin`; entries stored before references (URLs) pass as they are. */
export function ticketImageUrls(db: Db, stored: readonly string[], origin: string): string[] {
  const file = db.prepare('SELECT file FROM uploads WHERE upload_id = ?');
  return stored.flatMap((entry) => {
    if (!UPLOAD_ID.test(entry)) return [entry];
    const row = file.get(entry) as { file: string } | undefined;
    return row ? [`${origin}${UPLOADS_PREFIX}/${row.file}`] : [];
  });
}

/**
 * Removes uploads no ticket names that are older than `ttlMs`: the row and the file. Runs on every
 * upload and ticket and on the server's timer, so abandoned forms do not keep pictures forever. An
 * upload a clone names (the app's picker uploads clone pictures here too) stays.
 * Returns how many were removed.
 */
export function removeStaleUploads(db: Db, dataDir: string, now: number, ttlMs: number): number {
  const stale = db
    .prepare('SELECT upload_id, file FROM uploads WHERE ticket_id IS NULL AND clone_id IS NULL AND created_at <= ?')
    .all(now - ttlMs) as { upload_id: string; file: string }[];
  if (stale.length === 0) return 0;
  const remove = db.prepare('DELETE FROM uploads WHERE upload_id = ? AND ticket_id IS NULL AND clone_id IS NULL');
  let removed = 0;
  for (const row of stale) {
    if (remove.run(row.upload_id).changes === 0) continue;
    removed += 1;
    removeUploadFile(dataDir, row.file);
  }
  return removed;
}
