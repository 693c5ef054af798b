/**
 * Quotas of creator picture uploads (server/README.md "Quotas"): per account and per IP address over
 * the last 24 hours, counted from the rows stored (so they hold across restarts). The caller runs the
 * check inside the transaction that inserts, so parallel uploads cannot both take the last free slot.
 */
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { DAY_MS } from './clock';

export type CreatorQuotaConfig = Pick<ServerConfig, 'creatorUploadsPerAccount' | 'creatorUploadsPerIp'>;

const countSince = (db: Db, column: 'user_id' | 'ip', value: string, since: number): number =>
  (
    db
      .prepare(`SELECT COUNT(*) AS n FROM creator_uploads WHERE ${column} = ? AND created_at > ?`)
      .get(value, since) as { n: number }
  ).n;

/** Throws UploadQuotaExceeded when the account or its address uploaded its share (0: no limit) within 24 hours. */
export function checkCreatorUploadQuota(
  db: Db,
  config: CreatorQuotaConfig,
  userId: string,
  ip: string | null,
  now: number,
): void {
  const since = now - DAY_MS;
  if (
    config.creatorUploadsPerAccount > 0 &&
    countSince(db, 'user_id', userId, since) >= config.creatorUploadsPerAccount
  ) {
    throw new ApiError(
      CreatorStatusCode.UploadQuotaExceeded,
      `at most ${config.creatorUploadsPerAccount} pictures per account within 24 hours`,
    );
  }
  if (ip !== null && config.creatorUploadsPerIp > 0 && countSince(db, 'ip', ip, since) >= config.creatorUploadsPerIp) {
    throw new ApiError(
      CreatorStatusCode.UploadQuotaExceeded,
      `at most ${config.creatorUploadsPerIp} pictures per address within 24 hours`,
    );
  }
}
