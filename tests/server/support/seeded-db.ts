/** The seeded database of a fresh test-mode API, for tests of the services beneath the routes. */
import { createApiApp } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import { ApiError } from '../../../server/http/pipeline';

export function withSeededDb(check: (db: Db) => void, now?: number): void {
  const api = createApiApp({
    env: { TALKIE_API_TEST_MODE: '1' },
    warn: () => undefined,
    ...(now === undefined ? {} : { now: () => now }),
  });
  try {
    check(api.deps.db);
  } finally {
    api.close();
  }
}

/** The code of the ApiError `run` throws, or null when it throws none. */
export function apiErrorCode(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}
