import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/services/api/api-error';

export type RemoteState<T> =
  | { readonly phase: 'loading'; readonly last: T | null }
  | { readonly phase: 'ready'; readonly data: T }
  | { readonly phase: 'error'; readonly network: boolean; readonly code: number | null; readonly last: T | null };

/**
 * One network read of a page: loading, ready or error with a retry. A new key (another tab, another
 * id) starts over; an answer for an old key is dropped. The last data stays while a reload runs.
 */
export function useRemote<T>(key: string, load: () => Promise<T>): { state: RemoteState<T>; reload: () => void } {
  const [state, setState] = useState<RemoteState<T>>({ phase: 'loading', last: null });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  const last = useRef<{ key: string; data: T } | null>(null);

  useEffect(() => {
    let live = true;
    // Another key shows the loading state; a reload of the same key keeps what is on screen.
    const kept = last.current?.key === key ? last.current.data : null;
    setState({ phase: 'loading', last: kept });
    loader.current().then(
      (data) => {
        if (!live) return;
        last.current = { key, data };
        setState({ phase: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        const api = isApiError(error) ? error : null;
        setState({
          phase: 'error',
          network: !api || api.kind === 'network' || api.kind === 'timeout',
          code: api && api.kind === 'business' ? api.base_resp.status_code : null,
          last: kept,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
