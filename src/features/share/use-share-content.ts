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

  useEffect(() => {
    if (key === null || !enabled) return;
    let live = true;
    setState({ key, attempt, content: { status: 'loading' } });
    load(client).then(
      (data) => live && setState({ key, attempt, content: { status: 'ready', data } }),
      (error: unknown) => live && setState({ key, attempt, content: { status: 'problem', problem: shareProblemOf(error) } }),
    );
    return () => {
      live = false;
    };
    // `load` is read when the key or the attempt changes, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, enabled, client]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let content: ShareContent<T> = state.content;
  if (key === null) content = { status: 'problem', problem: 'not_found' };
  else if (state.key !== key || state.attempt !== attempt || !enabled) content = { status: 'loading' };
  return { content, retry };
}
