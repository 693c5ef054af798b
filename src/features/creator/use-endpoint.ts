import { useCallback, useEffect, useState } from 'react';
import type { AnswerOf, Endpoint, RequestOf } from '@/api/contract/endpoint';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { useServices } from '@/kernel/session/app-context';

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  /** `code`: the server's status code, or null for a network failure or a timeout. */
  | { readonly status: 'error'; readonly code: number | null };

/**
 * Loads one call of the contract when `body` is not null (the client's 10 s timeout applies), with a
 * retry. A server refusal keeps its status code so the page can show the state it stands for.
 */
export function useEndpoint<E extends Endpoint>(endpoint: E, body: RequestOf<E> | null): { state: Loaded<AnswerOf<E>>; retry: () => void; replace: (data: AnswerOf<E>) => void } {
  const { client } = useServices();
  const [state, setState] = useState<Loaded<AnswerOf<E>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = body === null ? null : JSON.stringify(body);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    callEndpoint(client, endpoint, JSON.parse(key) as RequestOf<E>).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', code: isApiError(error) && error.status_code > 0 ? error.status_code : null }),
    );
    return () => {
      live = false;
    };
  }, [client, endpoint, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: AnswerOf<E>) => setState({ status: 'ready', data }), []);
  return { state, retry, replace };
}
