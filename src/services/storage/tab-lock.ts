/**
 * One task at a time across the tabs of this origin: the Web Locks API where the browser has it,
 * else a lease kept in local storage, whose release other tabs hear through the `storage` event.
 * Waiting is bounded: past `maxWaitMs` the task runs without the lock, so a frozen or broken tab can
 * never block the others for good (what the lock protects must stay safe, only slower, without it).
 */

/** Runs `task` once no other tab runs a task under the same lock; resolves or rejects with the task. */
export type TabLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  /** With `ifAvailable`, `callback` gets null at once when another holder has the lock. */
  request<T>(
    name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    callback: (lock?: { name?: string } | null) => Promise<T>,
  ): Promise<T>;
  /** The locks held and asked for now, as the browser's lock manager sees them. */
  query?(): Promise<{ held?: ReadonlyArray<{ name?: string }> }>;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The Web Locks API: the browser queues the tabs and releases the lock of a tab that goes away. */
export function webLock(
  locks: LockManagerLike,
  name: string,
  maxWaitMs: number,
  timers: Timers = globalTimers,
): TabLock {
  return async (task) => {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), maxWaitMs);
    let granted = false;
    try {
      return await locks.request(name, { signal: controller.signal }, () => {
        granted = true;
        timers.clearTimeout(timer);
        return task();
      });
    } catch (error) {
      if (granted) throw error; // the task's own failure
      return task(); // waited too long (or the lock manager refused): go on without it
    } finally {
      timers.clearTimeout(timer);
    }
  };
}

/**
 * Notes a tab leaves for the next holders of a lock, kept in the lock manager itself (a note is a held
 * lock of its own). The lock manager grants the lock in the order the tabs asked, so a note posted
 * before the lock is released is there when the next tab gets it; local storage written before the
 * release may reach that tab later (each tab reads its own copy, updated by messages of their own).
 */
export interface LockNotes {
  /** Leaves `note` for `holdMs` (or until this tab goes away); resolves once other tabs can see it. */
  post(note: string): Promise<void>;
  /** True when some tab has left `note` and it is still there. */
  has(note: string): Promise<boolean>;
}

/** Where there is no lock manager to keep notes in (the storage lease is ordered with storage itself). */
export const noLockNotes: LockNotes = { post: () => Promise.resolve(), has: () => Promise.resolve(false) };

export function webLockNotes(
  locks: LockManagerLike,
  prefix: string,
  holdMs: number,
  timers: Timers = globalTimers,
): LockNotes {
  const lockName = (note: string): string => `${prefix}:${note}`;
  return {
    // Never fails: a note that cannot be posted only makes the next tab refresh too (the server's
    // grace window answers that refresh with the same pair).
    post: (note) =>
      new Promise<void>((posted) => {
        try {
          // ifAvailable: a note already posted (by this tab or another) is left as it is, without waiting.
          locks
            .request(lockName(note), { ifAvailable: true }, (lock) => {
              posted();
              return lock ? new Promise<void>((done) => timers.setTimeout(done, holdMs)) : Promise.resolve();
            })
            .catch(() => posted());
        } catch {
          posted();
        }
      }),
    has: async (note) => {
      try {
        const snapshot = locks.query ? await locks.query() : null;
        // Stryker disable next-line OptionalChaining: a missing snapshot or list then throws inside the same try, whose catch answers false: the same answer
        return Boolean(snapshot?.held?.some((lock) => lock.name === lockName(note)));
      } catch {
        return false;
      }
    },
  };
}

/** Who holds the storage lease, and until when (ms since the epoch). */
export interface Lease {
  owner: string;
  until_ms: number;
}

export interface LeaseLockDeps {
  read(): Lease | null;
  write(lease: Lease): void;
  clear(): void;
  /** Calls `listener` when another tab changes the lease; returns the unsubscribe function. */
  onOtherTabChange(listener: () => void): () => void;
  /** This tab's id, unique among the tabs. */
  owner: string;
  /** How long a lease lasts: longer than the task takes, so only a dead tab's lease runs out. */
  leaseMs: number;
  maxWaitMs: number;
  /**
   * Local storage has no compare-and-set: two tabs may write a lease at the same moment. Each waits
   * this long and reads it back; the last write wins and the other tab waits for it.
   */
  settleMs: number;
  now(): number;
  timers?: Timers;
}

/** A stored lease as written by storageLeaseLock; anything else (hand-edited, older shape) counts as none. */
const readableLease = (value: Lease | null): Lease | null =>
  value && typeof value.owner === 'string' && Number.isFinite(value.until_ms) ? value : null;

/** The fallback for browsers without Web Locks (older webviews). */
export function storageLeaseLock(deps: LeaseLockDeps): TabLock {
  const timers = deps.timers ?? globalTimers;
  const current = (): Lease | null => readableLease(deps.read());
  const sleep = (ms: number, wakeOnChange: boolean): Promise<void> =>
    new Promise((resolve) => {
      let stop = (): void => undefined;
      const handle = timers.setTimeout(() => {
        stop();
        resolve();
      }, ms);
      // Stryker disable next-line ConditionalExpression: waking early only reads the lease back sooner; the task still starts only when the lease read back is this tab's (tested: the last write wins)
      if (wakeOnChange) {
        stop = deps.onOtherTabChange(() => {
          timers.clearTimeout(handle);
          stop();
          resolve();
        });
      }
    });

  /** True once this tab holds the lease; false when the wait ran out. */
  async function acquire(): Promise<boolean> {
    const giveUpAt = deps.now() + deps.maxWaitMs;
    for (;;) {
      const now = deps.now();
      const lease = current();
      if (!lease || lease.until_ms <= now) {
        deps.write({ owner: deps.owner, until_ms: now + deps.leaseMs });
        // Stryker disable next-line BooleanLiteral: waking early only reads the lease back sooner; the task still starts only when the lease read back is this tab's (tested: the last write wins)
        await sleep(deps.settleMs, false);
        if (current()?.owner === deps.owner) return true;
      } else if (now >= giveUpAt) {
        // Stryker disable next-line BooleanLiteral: after giving up the lease is another tab's, so the release check current()?.owner === deps.owner refuses anyway
        return false;
      } else {
        await sleep(Math.min(lease.until_ms, giveUpAt) - now, true);
      }
    }
  }

  return async (task) => {
    const held = await acquire();
    try {
      return await task();
    } finally {
      if (held && current()?.owner === deps.owner) deps.clear();
    }
  };
}
