import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

export class LoadTimeout extends Error {
  constructor() {
    super('load timed out');
  }
}

/** The promise's outcome, or a LoadTimeout after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new LoadTimeout()), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `load` when `key` changes and on retry, giving up after `timeoutMs` (a document chunk or a
 * server answer that never comes shows the error panel with Retry instead of a spinner forever).
 * A stale answer (the key changed meanwhile) is dropped.
 */
export function useLoaded<T>(
  key: string,
  load: () => Promise<T>,
  timeoutMs: number,
  ready: T | null = null,
): { state: Loaded<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const tag = `${key}#${attempt}`;
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key: '', loaded: { status: 'loading' } });
  // What is already there (a route loader's) shows at once, without loading it again; Retry loads anew.
  const preloaded = ready !== null && attempt === 0;
  useEffect(() => {
    if (preloaded) return;
    let live = true;
    withTimeout(load(), timeoutMs).then(
      (data) => live && setState({ key: tag, loaded: { status: 'ready', data } }),
      (error: unknown) => live && setState({ key: tag, loaded: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is read for the current key only: a new function with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag, timeoutMs, preloaded]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    state: preloaded ? { status: 'ready', data: ready } : state.key === tag ? state.loaded : { status: 'loading' },
    retry,
  };
}
