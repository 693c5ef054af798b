import { useComeBack, useRemote, type RemoteCall } from '@/kernel/data';

export interface CampaignData<T> {
  /** What the page shows: the answer, or while a reload runs (or after it failed) the answer shown before. */
  readonly data: T | null;
  /** The read failed with nothing to show: the page shows the error with Retry. */
  readonly failed: boolean;
  /** Why it failed (the error panel says a network error or an unknown one). */
  readonly error: unknown;
  /** Asks again, keeping `data` on screen meanwhile. */
  readonly retry: () => void;
  /** Shows `data` as the answer (the server's answer to a change the page made). */
  readonly replace: (data: T) => void;
}

/**
 * A campaign page's read through the app's data layer (kernel/data): loading, error with retry, ready.
 * It is read again when the page comes back to the foreground (visible, pageshow), so counts and
 * windows are fresh; a reload keeps the last answer on screen while it runs.
 */
export function useCampaignData<T>(call: RemoteCall<T>): CampaignData<T> {
  const { remote, retry, replace } = useRemote(call);
  useComeBack(retry);
  const data = remote.status === 'ready' ? remote.data : remote.last;
  return {
    data,
    failed: remote.status === 'failed' && data === null,
    error: remote.status === 'failed' ? remote.error : null,
    retry,
    replace,
  };
}
