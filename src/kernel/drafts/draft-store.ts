import { draftSettings } from '@/platform/page-settings';
import { createSafeStorage, type KeyValueStore } from '@/services/storage/safe-storage';
import { attemptKeys } from './attempt-keys';
import { DRAFT_KEY_PREFIX, draftKey, type DraftAddress } from './draft-address';

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
 *
 * A draft ends with its account: it is kept as `{ owner, touchedAt, draft }`, is gone once untouched
 * for draftSettings.maxIdleDays (src/platform/page-settings.ts), and is removed when its account signs out or is
 * deleted
 * (forgetDraftsOf) and when another account signs in on the device (keepOnlyDraftsOf; both called by
 * the session, src/kernel/session/session-drafts.ts). A draft written before owners were recorded
 * (the plain draft) belongs to the user its key names, from its first read on.
 */
const MAX_IDLE_MS = draftSettings.maxIdleDays * 24 * 60 * 60 * 1000;

export interface DraftStore<T> {
  /** The kept draft, or null when there is none, it is not one this form can read, not its user's, or too old. */
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

/** What is kept under a draft's key. */
interface KeptDraft {
  readonly owner: string;
  /** When it was last saved (ms since the epoch). */
  readonly touchedAt: number;
  readonly draft: unknown;
}

/** Accounts whose drafts ended in this page (signed out, deleted): a form still on screen writes none back. */
const endedOwners = new Set<string>();

const isKept = (value: unknown): value is KeptDraft => {
  const kept = value as Partial<KeptDraft> | null;
  return (
    typeof kept === 'object' &&
    kept !== null &&
    typeof kept.owner === 'string' &&
    typeof kept.touchedAt === 'number' &&
    'draft' in kept
  );
};

/** The stored value as kept, a plain draft adopted by `keyUser` now; null when it is not JSON. */
function keptAt(store: KeyValueStore, key: string, keyUser: string): (KeptDraft & { plain: boolean }) | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isKept(value)
      ? { ...value, plain: false }
      : { owner: keyUser, touchedAt: Date.now(), draft: value, plain: true };
  } catch {
    return null;
  }
}

const expired = (kept: KeptDraft): boolean => Date.now() - kept.touchedAt >= MAX_IDLE_MS;

export function draftStore<T>(options: DraftOptions<T>): DraftStore<T> {
  const store = options.storage ?? createSafeStorage();
  const key = draftKey(options);
  const attempts = attemptKeys<unknown>({ ...options, storage: store });
  const { user } = options;
  /** The draft at `at` if it is this user's and fresh; one that is not (another's, too old) is removed. */
  const read = (at: string): { draft: T; plain: boolean } | null => {
    const kept = keptAt(store, at, user);
    if (!kept) return null;
    if (kept.owner !== user || expired(kept)) {
      store.removeItem(at);
      return null;
    }
    const draft = options.parse(kept.draft);
    return draft === null ? null : { draft, plain: kept.plain };
  };
  const save = (draft: T): void => {
    if (endedOwners.has(user)) return;
    if (options.isEmpty?.(draft)) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ owner: user, touchedAt: Date.now(), draft } satisfies KeptDraft));
  };
  return {
    load() {
      const kept = read(key);
      let found = kept?.draft ?? null;
      for (const old of options.legacyKeys ?? []) {
        if (store.getItem(old) === null) continue;
        found ??= read(old)?.draft ?? null;
        store.removeItem(old);
      }
      // A draft moved from an old key, or written before owners were recorded, is kept as this user's from now.
      if (found !== null && (kept === null || kept.plain)) save(found);
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

/** The accounts a stored draft belongs to: the user its key names and the owner it records. */
function ownersOf(store: KeyValueStore, key: string): { owners: Set<string>; kept: KeptDraft | null } {
  const keyUser = key.slice(DRAFT_KEY_PREFIX.length + 1).split(':')[1] ?? '';
  const kept = keptAt(store, key, keyUser);
  return { owners: new Set([keyUser, ...(kept ? [kept.owner] : [])]), kept };
}

/** A store whose keys can be listed, as the sweeps below need. */
export type ListedStore = KeyValueStore & { keys(): string[] };

/** The page's local storage, listed (nothing where it cannot be read: drafts then live in memory only). */
export function localDraftStorage(): ListedStore {
  const keys = (): string[] => {
    try {
      return typeof localStorage === 'undefined' ? [] : Object.keys(localStorage);
    } catch {
      return [];
    }
  };
  return Object.assign(createSafeStorage(), { keys });
}

const draftKeysIn = (store: ListedStore): string[] =>
  store.keys().filter((key) => key.startsWith(`${DRAFT_KEY_PREFIX}:`));

/**
 * The account signed out (its tokens were refused) or asked for its deletion: every draft of it is
 * removed, and none is written for it again in this page unless it signs in again.
 */
export function forgetDraftsOf(userId: string, storage: ListedStore = localDraftStorage()): void {
  endedOwners.add(userId);
  for (const key of draftKeysIn(storage)) if (ownersOf(storage, key).owners.has(userId)) storage.removeItem(key);
}

/**
 * `userId` is the account on this device now: the drafts of every other account (and any of its own
 * that are too old, or that cannot be read) are removed, so no one is shown another account's text.
 */
export function keepOnlyDraftsOf(userId: string, storage: ListedStore = localDraftStorage()): void {
  endedOwners.delete(userId);
  for (const key of draftKeysIn(storage)) {
    const { owners, kept } = ownersOf(storage, key);
    if (!kept || expired(kept) || owners.size !== 1 || !owners.has(userId)) storage.removeItem(key);
  }
}
