/**
 * A string key/value store over localStorage that never throws. Private modes, disabled storage
 * (SecurityError on access) and a full quota (QuotaExceededError on write) fall back to memory, so
 * the page keeps working for this visit instead of crashing.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** True while every write since creation reached the persistent store. */
  readonly persistent: boolean;
}

/** The subset of the Web Storage API we use, so tests can pass a fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSafeStorage(getBacking: () => StorageLike | null | undefined = defaultBacking): KeyValueStore {
  // Values whose persistent write or removal failed (null = removed); they shadow the backing.
  const memory = new Map<string, string | null>();
  let backing: StorageLike | null = null;
  let persistent = true;
  try {
    backing = getBacking() ?? null;
  } catch {
    // Access refused (SecurityError): memory only.
  }
  if (!backing) persistent = false;

  return {
    get persistent() {
      return persistent;
    },
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return backing ? backing.getItem(key) : null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        // Stryker disable next-line StringLiteral,ConditionalExpression: the error is thrown only to reach the catch on the next lines (nobody sees its text), and without the check null.setItem throws a TypeError inside the same try: the same memory fallback
        if (!backing) throw new Error('no storage');
        backing.setItem(key, value);
        memory.delete(key);
      } catch {
        persistent = false;
        memory.set(key, value);
      }
    },
    removeItem(key) {
      try {
        // Stryker disable next-line OptionalChaining: with no backing the TypeError is caught and the key is kept in memory as removed (null): getItem answers null both ways
        backing?.removeItem(key);
        memory.delete(key);
      } catch {
        memory.set(key, null);
      }
    },
  };
}

function defaultBacking(): StorageLike | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}
