import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '@/kernel/session/app-context';
import type { RemoteCall } from './remote-call';
import { claim, requestIdOf, requestOnce, settledOf, type Settled } from './remote-cache';
import { useComeBack } from './use-come-back';

/**
 * One read of a page, the same shape on every page: loading, ready, or failed with the error (the page
 * says what it means). `last` is what the page showed before a retry or reload of the same key, kept
 * on screen meanwhile; another key starts with nothing.
 */
export type Remote<T> =
  | { readonly status: 'loading'; readonly last: T | null }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown; readonly last: T | null };

export interface RemoteState<T> {
  readonly remote: Remote<T>;
  /** Asks again (a Retry button, the page coming back to the foreground). */
  readonly retry: () => void;
  /** Shows `data` as the answer (the server's answer to a change the page made). */
  readonly replace: (data: T) => void;
}

const remoteOf = <T>(settled: Settled, last: T | null): Remote<T> =>
  settled.ok ? { status: 'ready', data: settled.data as T } : { status: 'failed', error: settled.error, last };

/**
 * Loads `call` (the API client's timeout applies, and no shorter one) with one retry policy: Retry
 * asks again, so does the page coming back online or to the foreground after a failure; an answer
 * for an older key or attempt is dropped. The first render shows an answer the route loader or the
 * server's render already has, without a loading frame. A null call, or `enabled` false, waits.
 * `call` may be a new object on every render; only its key decides when to load.
 */
export function useRemote<T>(call: RemoteCall<T> | null, enabled = true): RemoteState<T> {
  const key = call && enabled ? call.key : null;
  const { client } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; remote: Remote<T> }>(() => {
    const settled = key === null ? undefined : settledOf(client, requestIdOf(key, 0));
    return { key, attempt: 0, remote: settled ? remoteOf<T>(settled, null) : { status: 'loading', last: null } };
  });
  const shown = useRef<{ key: string; data: T } | null>(null);
  if (state.remote.status === 'ready' && state.key !== null)
    shown.current = { key: state.key, data: state.remote.data };
  const last = key !== null && shown.current?.key === key ? shown.current.data : null;

  const requestId = key !== null ? requestIdOf(key, attempt) : null;
  const current = state.key === key && state.attempt === attempt && state.remote.status !== 'loading';
  // Start now, during render, unless this attempt already has its answer.
  const request =
    requestId !== null && call && !current ? requestOnce(client, requestId, () => call.load(client)) : null;

  useEffect(() => {
    if (requestId !== null && current) claim(client, requestId, null);
  }, [client, requestId, current]);

  useEffect(() => {
    if (key === null || !request || requestId === null) return;
    let live = true;
    request.then(
      (data) => {
        claim(client, requestId, request);
        if (live) setState({ key, attempt, remote: { status: 'ready', data } });
      },
      (error: unknown) => {
        claim(client, requestId, request);
        if (live)
          setState({
            key,
            attempt,
            remote: { status: 'failed', error, last: shown.current?.key === key ? shown.current.data : null },
          });
      },
    );
    return () => {
      live = false;
    };
  }, [client, key, attempt, request, requestId]);

  const at = useRef({ key, attempt });
  at.current = { key, attempt };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The answer of the current key and attempt: a request still on its way for them is dropped.
  const replace = useCallback((data: T) => setState({ ...at.current, remote: { status: 'ready', data } }), []);
  let remote: Remote<T> = state.remote;
  if (key === null || state.key !== key || state.attempt !== attempt) remote = { status: 'loading', last };
  // Back online or in the foreground: a failed read asks again, once per time the page comes back.
  const failed = remote.status === 'failed';
  useComeBack(() => failed && retry());
  return { remote, retry, replace };
}
