/**
 * A clone's pictures are references to uploads of the same account, never free URLs: a URL would let
 * anyone show link-local metadata addresses, tracking pixels or `javascript:` links on a character
 * everybody sees. The page sends what creator/upload_image answered (the URL, or its upload_id); the
 * app's picker uploads through upload/image, so those URLs (or ids) pass too. The clone stores upload
 * ids and answers them as URLs of this server again. Creator uploads no clone names are removed after
 * a day, as are help uploads no ticket or clone names (ticket-images.ts).
 */
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { MEDIA_PREFIX } from './media';
import { uploadIdOf, uploadReferenceId } from './ticket-images';
import { UPLOADS_PREFIX } from './uploads';

/** Where creator uploads are served: `<origin>/weaver/media/upload/<upload_id>`. */
export const CREATOR_UPLOAD_PATH = `${MEDIA_PREFIX}/upload`;

const CREATOR_UPLOAD_ID = /^up_[a-f0-9]{20}$/;
const CREATOR_UPLOAD_URL = new RegExp(`^${CREATOR_UPLOAD_PATH}/(up_[a-f0-9]{20})$`);

const refused = (message: string): ApiError =>
  new ApiError(CreatorStatusCode.ImageReferenceInvalid, `invalid field "image_urls": ${message}`);

/** The creator upload id a reference names: the id itself, or its URL on the origin the caller uses now. */
const creatorUploadIdOf = (reference: string, origin: string): string | null =>
  uploadReferenceId(reference, origin, CREATOR_UPLOAD_ID, CREATOR_UPLOAD_URL);

const ownerOf = (db: Db, table: 'creator_uploads' | 'uploads', id: string): string | undefined =>
  (db.prepare(`SELECT user_id FROM ${table} WHERE upload_id = ?`).get(id) as { user_id: string } | undefined)?.user_id;

/** The upload ids of a clone's pictures; throws ImageReferenceInvalid for anything not the caller's upload. */
export function resolveCloneImages(db: Db, userId: string, references: readonly string[], origin: string): string[] {
  const ids: string[] = [];
  for (const reference of references) {
    const creatorId = creatorUploadIdOf(reference, origin);
    const helpId = creatorId === null ? uploadIdOf(reference, origin) : null;
    const id = creatorId ?? helpId;
    if (id === null) throw refused('must be pictures uploaded with creator/upload_image');
    // Someone else's upload answers like a missing one: whether an id exists is not the caller's business.
    if (ownerOf(db, creatorId !== null ? 'creator_uploads' : 'uploads', id) !== userId)
      throw refused('no such upload of this account');
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Marks the uploads as the clone's, so the cleanup keeps them. Inside the clone's transaction. */
export function attachCloneImages(db: Db, cloneId: string, uploadIds: readonly string[]): void {
  for (const table of ['creator_uploads', 'uploads'] as const) {
    const attach = db.prepare(`UPDATE ${table} SET clone_id = ? WHERE upload_id = ? AND clone_id IS NULL`);
    for (const id of uploadIds) attach.run(cloneId, id);
  }
}

/** A clone's stored pictures as URLs on `origin`; entries stored before references (URLs) pass as they are. */
export function cloneImageUrls(db: Db, stored: readonly string[], origin: string): string[] {
  const file = db.prepare('SELECT file FROM uploads WHERE upload_id = ?');
  return stored.flatMap((entry) => {
    if (CREATOR_UPLOAD_ID.test(entry)) return [`${origin}${CREATOR_UPLOAD_PATH}/${entry}`];
    if (uploadIdOf(entry, origin) !== entry) return [entry];
    const row = file.get(entry) as { file: string } | undefined;
    return row ? [`${origin}${UPLOADS_PREFIX}/${row.file}`] : [];
  });
}

/** Removes creator uploads no clone names that are older than `ttlMs`. Returns how many were removed. */
export function removeStaleCreatorUploads(db: Db, now: number, ttlMs: number): number {
  return db.prepare('DELETE FROM creator_uploads WHERE clone_id IS NULL AND created_at <= ?').run(now - ttlMs).changes;
}
