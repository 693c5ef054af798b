/**
 * Several tabs of one browser, for tests of what tabs share: one local storage, a `storage` event in
 * every other tab after each change (a task later, as browsers do; never in the writing tab), and,
 * when asked for, one Web Locks manager.
 */
import type { LockManagerLike } from '@/services/storage/tab-lock';
import type { StorageLike } from '@/services/storage/safe-storage';

/**
 * A Web Locks manager: one holder per name, the others queued in order; `signal` cancels a wait,
 * `ifAvailable` answers null at once when the name is held.
 */
export class FakeLockManager implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Array<() => void>>();
  private readonly asked = new Map<string, number>();

  /** How many tasks asked for the lock `name`. */
  requests(name: string): number {
    return this.asked.get(name) ?? 0;
  }

  async request<T>(
    name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    callback: (lock: { name: string } | null) => Promise<T>,
  ): Promise<T> {
    this.asked.set(name, this.requests(name) + 1);
    if (options.ifAvailable && this.held.has(name)) return callback(null);
    await this.acquire(name, options.signal);
    try {
      return await callback({ name });
    } finally {
      this.release(name);
    }
  }

  query(): Promise<{ held: Array<{ name: string }> }> {
    return Promise.resolve({ held: [...this.held].map((name) => ({ name })) });
  }

  private acquire(name: string, signal: AbortSignal | undefined): Promise<void> {
    if (!this.held.has(name)) {
      this.held.add(name);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const grant = (): void => {
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      const abort = (): void => {
        queue.splice(queue.indexOf(grant), 1);
        reject(new DOMException('The lock request was aborted', 'AbortError'));
      };
      signal?.addEventListener('abort', abort);
      queue.push(grant);
    });
  }

  private release(name: string): void {
    const next = this.queues.get(name)?.shift();
    if (next) next();
    else this.held.delete(name);
  }
}

type StorageListener = (event: StorageEvent) => void;

export interface BrowserTab {
  /** The tab's copy of the shared local storage. */
  readonly localStorage: StorageLike;
  /** What the tab's window offers: `storage` events, and `navigator.locks` when the browser has them. */
  readonly window: {
    navigator: { locks?: LockManagerLike };
    addEventListener(type: string, listener: StorageListener): void;
    removeEventListener(type: string, listener: StorageListener): void;
  };
  /**
   * From now on, other tabs' writes reach this tab's copy (and its `storage` event) only when
   * `deliverWrites` says so, in the order they were made: a browser whose tabs run in processes of
   * their own updates each tab's copy by messages that may come after the lock manager's grant.
   */
  holdWrites(): void;
  /** Delivers the first `count` held writes (all by default); delivering all ends the hold. */
  deliverWrites(count?: number): void;
}

export interface FakeBrowser {
  /** The shared local storage's contents (as the last write left them). */
  readonly data: Map<string, string>;
  readonly locks: FakeLockManager | null;
  openTab(): BrowserTab;
}

interface Write {
  key: string;
  oldValue: string | null;
  newValue: string | null;
}

interface TabState {
  readonly copy: Map<string, string>;
  readonly listeners: Set<StorageListener>;
  held: Write[] | null;
}

/** A write reaches a tab: its copy now, its `storage` event a task later (as browsers do). */
function apply(tab: TabState, write: Write): void {
  if (write.newValue === null) tab.copy.delete(write.key);
  else tab.copy.set(write.key, write.newValue);
  setTimeout(() => tab.listeners.forEach((listener) => listener(write as StorageEvent)), 0);
}

export function createBrowser({ webLocks }: { webLocks: boolean }): FakeBrowser {
  const data = new Map<string, string>();
  const locks = webLocks ? new FakeLockManager() : null;
  const tabs = new Set<TabState>();

  function openTab(): BrowserTab {
    const tab: TabState = { copy: new Map(data), listeners: new Set(), held: null };
    tabs.add(tab);
    const write = (key: string, newValue: string | null): void => {
      const oldValue = tab.copy.get(key) ?? null;
      if (newValue === null) tab.copy.delete(key);
      else tab.copy.set(key, newValue);
      if (newValue === null) data.delete(key);
      else data.set(key, newValue);
      if (oldValue === newValue) return;
      for (const other of tabs) {
        if (other === tab) continue;
        if (other.held) other.held.push({ key, oldValue, newValue });
        else apply(other, { key, oldValue, newValue });
      }
    };
    return {
      localStorage: {
        getItem: (key) => tab.copy.get(key) ?? null,
        setItem: (key, value) => write(key, value),
        removeItem: (key) => write(key, null),
      },
      window: {
        navigator: locks ? { locks } : {},
        addEventListener: (type, listener) => {
          if (type === 'storage') tab.listeners.add(listener);
        },
        removeEventListener: (type, listener) => {
          if (type === 'storage') tab.listeners.delete(listener);
        },
      },
      holdWrites: () => {
        tab.held ??= [];
      },
      deliverWrites: (count = Infinity) => {
        const due = tab.held?.splice(0, count) ?? [];
        for (const held of due) apply(tab, held);
        if (tab.held?.length === 0) tab.held = null;
      },
    };
  }

  return { data, locks, openTab };
}
