import { isNetworkFailure, refusalCodeOf, useRemote, type RemoteCall } from '@/kernel/data';

/**
 * One read of a rankings page as its screens show it: loading, ready, or an error that says whether
 * the network failed or the server refused (with its code). `last` is the data on screen before a
 * reload of the same read, kept meanwhile; another read (tab, period, id) starts from loading.
 */
export type RankRemote<T> =
  | { readonly phase: 'loading'; readonly last: T | null }
  | { readonly phase: 'ready'; readonly data: T }
  | { readonly phase: 'error'; readonly network: boolean; readonly code: number | null; readonly last: T | null };

/**
 * Loads `call` through the app's one data layer (kernel/data); `reload` asks again (Retry, a period's reset). Null
 * waits.
 */
export function useRankRemote<T>(call: RemoteCall<T> | null): { state: RankRemote<T>; reload: () => void } {
  const { remote, retry } = useRemote(call);
  const state: RankRemote<T> =
    remote.status === 'ready'
      ? { phase: 'ready', data: remote.data }
      : remote.status === 'failed'
        ? {
            phase: 'error',
            network: isNetworkFailure(remote.error),
            code: refusalCodeOf(remote.error),
            last: remote.last,
          }
        : { phase: 'loading', last: remote.last };
  return { state, reload: retry };
}
