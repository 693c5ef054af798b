/**
 * Quotas of the help area (server/README.md "Quotas"): uploads and tickets per account and per IP
 * address over the last 24 hours, the duplicate rule, and messages to support per request and per
 * account over the last hour. They count rows already stored, so they need
 * no memory of their own and hold across restarts; the caller runs them inside the transaction that
 * inserts, so parallel requests cannot both slip under a limit.
 */
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { DAY_MS } from './clock';

export type HelpQuotaConfig = Pick<
  ServerConfig,
  | 'uploadsPerAccount'
  | 'uploadsPerIp'
  | 'ticketsPerAccount'
  | 'ticketsPerIp'
  | 'duplicateTicketWindowSeconds'
  | 'ticketMessagesPerTicketPerHour'
  | 'ticketMessagesPerAccountPerHour'
>;

const HOUR_MS = 60 * 60 * 1000;

const countSince = (
  db: Db,
  table: 'uploads' | 'tickets',
  column: 'user_id' | 'ip',
  value: string,
  since: number,
): number =>
  (
    db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ? AND created_at > ?`).get(value, since) as {
      n: number;
    }
  ).n;

/** Whether `limit` (0: off) is reached by what was stored since `since`. */
const reached = (limit: number, count: () => number): boolean => limit > 0 && count() >= limit;

/** Throws UploadQuotaExceeded when the account or its address uploaded its share within 24 hours. */
export function checkUploadQuota(
  db: Db,
  config: HelpQuotaConfig,
  userId: string,
  ip: string | null,
  now: number,
): void {
  const since = now - DAY_MS;
  if (reached(config.uploadsPerAccount, () => countSince(db, 'uploads', 'user_id', userId, since))) {
    throw new ApiError(
      HelpStatusCode.UploadQuotaExceeded,
      `at most ${config.uploadsPerAccount} images per account within 24 hours`,
    );
  }
  if (ip !== null && reached(config.uploadsPerIp, () => countSince(db, 'uploads', 'ip', ip, since))) {
    throw new ApiError(
      HelpStatusCode.UploadQuotaExceeded,
      `at most ${config.uploadsPerIp} images per address within 24 hours`,
    );
  }
}

/**
 * Throws TicketDuplicate when the account sent a ticket with the same content key within the window,
 * else TicketQuotaExceeded when the account or its address sent its share within 24 hours. The
 * duplicate goes first: its message (already sent) is the more useful one.
 */
export function checkTicketQuota(
  db: Db,
  config: HelpQuotaConfig,
  userId: string,
  ip: string | null,
  contentKey: string,
  now: number,
): void {
  const windowMs = config.duplicateTicketWindowSeconds * 1000;
  if (
    windowMs > 0 &&
    db
      .prepare('SELECT 1 FROM tickets WHERE user_id = ? AND content_key = ? AND created_at > ? LIMIT 1')
      .get(userId, contentKey, now - windowMs)
  ) {
    throw new ApiError(HelpStatusCode.TicketDuplicate, 'the same request was sent a moment ago');
  }
  const since = now - DAY_MS;
  if (reached(config.ticketsPerAccount, () => countSince(db, 'tickets', 'user_id', userId, since))) {
    throw new ApiError(
      HelpStatusCode.TicketQuotaExceeded,
      `at most ${config.ticketsPerAccount} requests per account within 24 hours`,
    );
  }
  if (ip !== null && reached(config.ticketsPerIp, () => countSince(db, 'tickets', 'ip', ip, since))) {
    throw new ApiError(
      HelpStatusCode.TicketQuotaExceeded,
      `at most ${config.ticketsPerIp} requests per address within 24 hours`,
    );
  }
}

/**
 * Throws TicketMessageQuotaExceeded when the account wrote its share of messages to support within
 * the hour: to this request, or to all of its requests. Support's own answers do not count.
 */
export function checkMessageQuota(
  db: Db,
  config: HelpQuotaConfig,
  userId: string,
  ticketId: string,
  now: number,
): void {
  const since = now - HOUR_MS;
  const toTicket = () =>
    (
      db
        .prepare("SELECT COUNT(*) AS n FROM ticket_messages WHERE ticket_id = ? AND sender = 'user' AND sent_at > ?")
        .get(ticketId, since) as { n: number }
    ).n;
  if (reached(config.ticketMessagesPerTicketPerHour, toTicket)) {
    throw new ApiError(
      HelpStatusCode.TicketMessageQuotaExceeded,
      `at most ${config.ticketMessagesPerTicketPerHour} messages per request within an hour`,
    );
  }
  const fromAccount = () =>
    (
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM ticket_messages m JOIN tickets t ON t.ticket_id = m.ticket_id WHERE t.user_id = ? AND m.sender = 'user' AND m.sent_at > ?",
        )
        .get(userId, since) as {
        n: number;
      }
    ).n;
  if (reached(config.ticketMessagesPerAccountPerHour, fromAccount)) {
    throw new ApiError(
      HelpStatusCode.TicketMessageQuotaExceeded,
      `at most ${config.ticketMessagesPerAccountPerHour} messages per account within an hour`,
    );
  }
}
