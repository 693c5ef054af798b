import type { Migration } from './migration';

/**
 * A clone's pictures are uploads of its account. An upload (creator or help: the app's picker
 * uploads through upload/image) belongs to the clone that names it; unattached creator uploads are
 * removed after a day like help uploads, and keep the caller's IP address for the per-address quota.
 * Uploads named by clones made before keep theirs. Messages to support are counted per hour.
 */
export const migration: Migration = `
  ALTER TABLE creator_uploads ADD COLUMN clone_id TEXT;
  ALTER TABLE creator_uploads ADD COLUMN ip TEXT;
  CREATE INDEX creator_uploads_user_created ON creator_uploads (user_id, created_at);
  CREATE INDEX creator_uploads_ip_created ON creator_uploads (ip, created_at);
  CREATE INDEX creator_uploads_unattached ON creator_uploads (created_at) WHERE clone_id IS NULL;
  ALTER TABLE uploads ADD COLUMN clone_id TEXT;
  UPDATE creator_uploads SET clone_id = (SELECT c.clone_id FROM clones c WHERE c.user_id = creator_uploads.user_id AND instr(c.image_urls, creator_uploads.upload_id) > 0 LIMIT 1);
  UPDATE uploads SET clone_id = (SELECT c.clone_id FROM clones c WHERE c.user_id = uploads.user_id AND instr(c.image_urls, uploads.upload_id) > 0 LIMIT 1);
  CREATE INDEX ticket_messages_ticket_sent ON ticket_messages (ticket_id, sent_at);
  `;
