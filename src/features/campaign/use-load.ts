import { useCallback, useEffect, useRef, useState } from 'react';
import { useForeground } from './use-foreground';

export type Loaded<T> =
  { readonly state: 'loading'; readonly data: T | null } | { readonly state: 'error'; readonly data: T | null; readonly error: unknown } | { readonly state: 'ready'; readonly data: T };

/**
 * Loads data for a page (the API client times out after 10 s): loading, error with retry, ready.
 * A reload keeps the last data on screen while it runs. `reload` also runs when the page comes back
 * to the foreground (visible, pageshow), so counts and windows are fresh.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> & { reload: () => void; set: (data: T) => void } {
  const [value, setValue] = useState<Loaded<T>>({ state: 'loading', data: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useRef(0);
  const reload = useCallback(() => {
    const id = ++run.current;
    setValue((v) => ({ state: 'loading', data: v.data }));
    loadRef.current().then(
      (data) => id === run.current && setValue({ state: 'ready', data }),
      (error: unknown) => id === run.current && setValue((v) => ({ state: 'error', data: v.data, error })),
    );
  }, []);
  useEffect(reload, [reload, ...deps]);
  useForeground(reload);
  const set = useCallback((data: T) => setValue({ state: 'ready', data }), []);
  return { ...value, reload, set };
}
