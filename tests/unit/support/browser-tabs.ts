/**
 * Several tabs of one browser, for tests of what tabs share: one local storage, a `storage` event in
 * every other tab after each change (a task later, as browsers do; never in the writing tab), and,
 * when asked for, one Web Locks manager.
 */
import type { LockManagerLike } from '@/services/storage/tab-lock';
import type { StorageLike } from '@/services/storage/safe-storage';

/** A Web Locks manager: one holder per name, the others queued in order; `signal` cancels a wait. */
export class FakeLockManager implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Array<() => void>>();
  /** How many tasks asked for a lock. */
  requests = 0;

  async request<T>(name: string, options: { signal: AbortSignal }, callback: () => Promise<T>): Promise<T> {
    this.requests += 1;
    await this.acquire(name, options.signal);
    try {
      return await callback();
    } finally {
      this.release(name);
    }
  }

  private acquire(name: string, signal: AbortSignal): Promise<void> {
    if (!this.held.has(name)) {
      this.held.add(name);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const grant = (): void => {
        signal.removeEventListener('abort', abort);
        resolve();
      };
      const abort = (): void => {
        queue.splice(queue.indexOf(grant), 1);
        reject(new DOMException('The lock request was aborted', 'AbortError'));
      };
      signal.addEventListener('abort', abort);
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
  /** The tab's view of the shared local storage. */
  readonly localStorage: StorageLike;
  /** What the tab's window offers: `storage` events, and `navigator.locks` when the browser has them. */
  readonly window: {
    navigator: { locks?: LockManagerLike };
    addEventListener(type: string, listener: StorageListener): void;
    removeEventListener(type: string, listener: StorageListener): void;
  };
}

export interface FakeBrowser {
  /** The shared local storage's contents. */
  readonly data: Map<string, string>;
  readonly locks: FakeLockManager | null;
  openTab(): BrowserTab;
}

export function createBrowser({ webLocks }: { webLocks: boolean }): FakeBrowser {
  const data = new Map<string, string>();
  const locks = webLocks ? new FakeLockManager() : null;
  const tabs = new Set<Set<StorageListener>>();

  function openTab(): BrowserTab {
    const listeners = new Set<StorageListener>();
    tabs.add(listeners);
    const changed = (key: string, oldValue: string | null, newValue: string | null): void => {
      if (oldValue === newValue) return;
      for (const other of tabs) {
        if (other === listeners) continue;
        setTimeout(() => other.forEach((listener) => listener({ key, oldValue, newValue } as StorageEvent)), 0);
      }
    };
    return {
      localStorage: {
        getItem: (key) => data.get(key) ?? null,
        setItem: (key, value) => {
          const old = data.get(key) ?? null;
          data.set(key, value);
          changed(key, old, value);
        },
        removeItem: (key) => {
          const old = data.get(key) ?? null;
          data.delete(key);
          changed(key, old, null);
        },
      },
      window: {
        navigator: locks ? { locks } : {},
        addEventListener: (type, listener) => {
          if (type === 'storage') listeners.add(listener);
        },
        removeEventListener: (type, listener) => {
          if (type === 'storage') listeners.delete(listener);
        },
      },
    };
  }

  return { data, locks, openTab };
}
