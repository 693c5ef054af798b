import { useEffect, useState } from 'react';
import { StatusCode } from '@/api/contract/codes';
import { isApiError } from '@/services/api/api-error';

export type Remote<T> = { readonly state: 'loading' } | { readonly state: 'error' } | { readonly state: 'notFound' } | { readonly state: 'ready'; readonly data: T };

/**
 * One read of the local API with its loading, error (retry) and not-found states. `key` reloads
 * when it changes; `retry` loads again.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): { remote: Remote<T>; retry: () => void; set: (data: T) => void } {
  const [attempt, setAttempt] = useState(0);
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setRemote({ state: 'loading' });
    load().then(
      (data) => live && setRemote({ state: 'ready', data }),
      (error: unknown) => live && setRemote({ state: isApiError(error) && error.status_code === StatusCode.NotFound ? 'notFound' : 'error' }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { remote, retry: () => setAttempt((n) => n + 1), set: (data) => setRemote({ state: 'ready', data }) };
}
