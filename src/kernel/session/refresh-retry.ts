/**
 * A token refresh whose answer was lost (dropped connection, timeout, garbled or 5xx answer) may well
 * have rotated the tokens on the server. Retrying with the same refresh token within the server's
 * grace window (10 s by default) returns the pair the lost answer carried, where giving up would mean
 * a new anonymous login, i.e. a logged-out user. A refusal (the server answered) is never retried.
 *
 * Each attempt waits for its answer as long as any request does (the API client's one timeout, SPEC
 * §9): a slow answer that is still on time is taken, never dropped for a retry. A retry after a lost
 * answer may then come after the server's grace window; the server says the token was used and the
 * page logs in again, which is no worse than giving up at once.
 */
import { ApiError } from '@/services/api/api-error';

/** Pauses before the second and third attempt. */
export const REFRESH_RETRY_DELAYS_MS: readonly number[] = [500, 1_000];

/** True when the failure says nothing about the refresh: the server may have done it. */
export function answerWasLost(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // the transport failed before any answer
  if (error.kind === 'business') return false;
  if (error.kind === 'http') return error.status >= 500;
  return true; // network, timeout, malformed
}

export async function withLostAnswerRetry<T>(
  attempt: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  delays: readonly number[] = REFRESH_RETRY_DELAYS_MS,
): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[i];
      if (delay === undefined || !answerWasLost(error)) throw error;
      await sleep(delay);
    }
  }
}
