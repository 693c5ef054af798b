import { createSafeStorage, type KeyValueStore } from '@/services/storage/safe-storage';
import { attemptKeys } from './attempt-keys';
import { draftKey, type DraftAddress } from './draft-address';

export { draftKey, type DraftAddress } from './draft-address';

/**
 * The one draft store of every form (DESIGN.md "Forms, uploads and drafts"): what a form holds is
 * kept in local storage as it changes, per form and per user (and per record where a form belongs
 * to one, such as a prize's contact details), restored before the first render, cleared on success.
 * Never files: uploaded image URLs only.
 *
 * One key scheme for all: `talkie:draft:<form>:<user>` or `talkie:draft:<form>:<user>:<scope>`.
 * Drafts saved by earlier versions under their own keys are moved to the new key on first read, so an
 * upgrade never costs a typed word.
 */
export interface DraftStore<T> {
  /** The kept draft, or null when there is none or it is not one this form can read. */
  load(): T | null;
  /** Keeps the draft (an empty one removes it). */
  save(draft: T): void;
  /**
   * The idempotency key of sending this draft (attempt-keys.ts): the same while what is sent stays
   * the same, across retries and reloads; new once it changes or the draft was cleared.
   */
  attemptKey(intent: unknown): string;
  /** Forgets the draft and its attempt's key (the draft was sent, or dropped). */
  clear(): void;
}

export interface DraftOptions<T> extends DraftAddress {
  /** What a stored value means, or null when it is not a draft of this form. */
  readonly parse: (stored: unknown) => T | null;
  /** A draft with nothing typed is removed rather than kept. */
  readonly isEmpty?: (draft: T) => boolean;
  /** Keys earlier versions kept this draft under; the first found is moved to the new key. */
  readonly legacyKeys?: readonly string[];
  readonly storage?: KeyValueStore;
}

export function draftStore<T>(options: DraftOptions<T>): DraftStore<T> {
  const store = options.storage ?? createSafeStorage();
  const key = draftKey(options);
  const attempts = attemptKeys<unknown>({ ...options, storage: store });
  const read = (at: string): T | null => {
    try {
      const raw = store.getItem(at);
      return raw === null ? null : options.parse(JSON.parse(raw));
    } catch {
      return null;
    }
  };
  const save = (draft: T): void => {
    if (options.isEmpty?.(draft)) store.removeItem(key);
    else store.setItem(key, JSON.stringify(draft));
  };
  return {
    load() {
      const legacy = options.legacyKeys ?? [];
      const kept = read(key);
      let found = kept;
      for (const old of legacy) {
        if (store.getItem(old) === null) continue;
        found ??= read(old);
        store.removeItem(old);
      }
      if (kept === null && found !== null) save(found);
      return found;
    },
    save,
    attemptKey: (intent) => attempts.keyFor(intent),
    clear: () => {
      store.removeItem(key);
      attempts.forget();
    },
  };
}
