import { StatusCode } from '@/api/contract/codes';
import { isApiError } from '@/services/api/api-error';

/** No answer at all (offline, a timeout, a dropped connection): worth trying again as it is. */
export const isNetworkFailure = (error: unknown): boolean =>
  !isApiError(error) || error.kind === 'network' || error.kind === 'timeout';

/** The server's business status code of a refusal, or null (no answer, HTTP failure, malformed answer). */
export const refusalCodeOf = (error: unknown): number | null =>
  isApiError(error) && error.kind === 'business' ? error.status_code : null;

/** The server said the thing asked for does not exist. */
export const isNotFound = (error: unknown): boolean => refusalCodeOf(error) === StatusCode.NotFound;

/**
 * The error panel of a failed read (SPEC §2): 'network' when no answer came (offline, a timeout, a
 * dropped connection), 'unknown' for an answer the page cannot use (a code it does not know, a 5xx,
 * a malformed answer): "Oops, something went wrong", never the raw code.
 */
export const failurePanelKind = (error: unknown): 'network' | 'unknown' =>
  isNetworkFailure(error) ? 'network' : 'unknown';
