/**
 * Local storage written by another tab of this origin: the browser fires `storage` in every other
 * tab (never in the writing one). `key` is null when the other tab cleared the whole storage.
 */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/** Calls `listener` when another tab writes one of `keys`; returns the unsubscribe function. */
export function onOtherTabWrites(
  source: StorageEventSource | null,
  keys: readonly string[],
  listener: () => void,
): () => void {
  if (!source) return () => undefined;
  const handle = (event: StorageEvent): void => {
    if (event.key === null || keys.includes(event.key)) listener();
  };
  source.addEventListener('storage', handle);
  return () => source.removeEventListener('storage', handle);
}
