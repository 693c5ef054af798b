import type { Migration } from './migration';

/**
 * References and quotas of the help area. An upload belongs to the ticket that names it
 * (unattached ones are removed after a day); uploads and tickets keep the caller's IP address for the
 * per-address quotas; a ticket keeps the key of its content (kind, description, link as moderation
 * reads them) for the duplicate rule. Tickets made before keep NULL in both.
 */
export const migration: Migration = `
  ALTER TABLE uploads ADD COLUMN ticket_id TEXT;
  ALTER TABLE uploads ADD COLUMN ip TEXT;
  CREATE INDEX uploads_user_created ON uploads (user_id, created_at);
  CREATE INDEX uploads_ip_created ON uploads (ip, created_at);
  CREATE INDEX uploads_unattached ON uploads (created_at) WHERE ticket_id IS NULL;
  ALTER TABLE tickets ADD COLUMN ip TEXT;
  ALTER TABLE tickets ADD COLUMN content_key TEXT;
  CREATE INDEX tickets_user_created ON tickets (user_id, created_at);
  CREATE INDEX tickets_ip_created ON tickets (ip, created_at);
  `;
