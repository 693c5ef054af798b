import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@/services/api/client';
import { useServices } from '@/features/session/app-context';
import { shareProblemOf, type ShareProblem } from './share-problem';

export type ShareContent<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'problem'; readonly problem: ShareProblem };

export interface ShareContentState<T> {
  readonly content: ShareContent<T>;
  /** Loads again (the Retry button of network and loading failures). */
  readonly retry: () => void;
}

/**
 * Requests started while rendering, by key and attempt: the request leaves before React commits and
 * paints, one step earlier on a slow phone, and a re-render never sends it twice.
 */
const inflightByClient = new WeakMap<ApiClient, Map<string, Promise<unknown>>>();
const inflightOf = (client: ApiClient): Map<string, Promise<unknown>> => {
  let map = inflightByClient.get(client);
  if (!map) inflightByClient.set(client, (map = new Map()));
  return map;
};
/** A request whose page went away before its answer is dropped after this long. */
const UNCLAIMED_MS = 30_000;

function requestOnce<T>(client: ApiClient, id: string, load: () => Promise<T>): Promise<T> {
  const inflight = inflightOf(client);
  let pending = inflight.get(id) as Promise<T> | undefined;
  if (!pending) {
    const started = load();
    pending = started;
    inflight.set(id, started);
    const drop = () => setTimeout(() => inflight.get(id) === started && inflight.delete(id), UNCLAIMED_MS);
    started.then(drop, drop);
  }
  return pending;
}

/**
 * Loads one piece of shared content. `key` names it (page and id): a new key loads again. A null key
 * means the URL named no valid content: the not-found state, without a request. `load` may change
 * on every render; only the key decides when to load.
 */
export function useShareContent<T>(key: string | null, load: (client: ApiClient) => Promise<T>, enabled = true): ShareContentState<T> {
  const { client } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; content: ShareContent<T> }>({
    key,
    attempt,
    content: key === null ? { status: 'problem', problem: 'not_found' } : { status: 'loading' },
  });
  const requestId = key !== null && enabled ? `${key}#${attempt}` : null;
  const current = state.key === key && state.attempt === attempt && state.content.status !== 'loading';
  // Start now, during render, unless this attempt already has its answer.
  const request = requestId !== null && !current ? requestOnce(client, requestId, () => load(client)) : null;

  useEffect(() => {
    if (key === null || !request || requestId === null) return;
    let live = true;
    // The answer now lives in the page's state: a later retry or visit asks the server again.
    const inflight = inflightOf(client);
    const claim = () => inflight.get(requestId) === request && inflight.delete(requestId);
    request.then(
      (data) => {
        claim();
        if (live) setState({ key, attempt, content: { status: 'ready', data } });
      },
      (error: unknown) => {
        claim();
        if (live) setState({ key, attempt, content: { status: 'problem', problem: shareProblemOf(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, request, requestId, client]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let content: ShareContent<T> = state.content;
  if (key === null) content = { status: 'problem', problem: 'not_found' };
  else if (state.key !== key || state.attempt !== attempt || !enabled) content = { status: 'loading' };
  return { content, retry };
}
