import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStorage } from '@/services/storage/app-storage';
import { createSafeStorage } from '@/services/storage/safe-storage';
import { onOtherTabWrites } from '@/services/storage/other-tabs';
import {
  storageLeaseLock,
  webLock,
  webLockNotes,
  type LockManagerLike,
  type TabLock,
  type Lease,
} from '@/services/storage/tab-lock';
import { createBrowser, FakeLockManager, type BrowserTab } from '../../support/browser-tabs';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task that stays running until `finish()` is called; records when it started. */
function pendingTask(log: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  const task = () =>
    new Promise<string>((resolve) => {
      log.push(`${name} started`);
      finish = (value) => {
        log.push(`${name} done`);
        resolve(value);
      };
    });
  return { task, finish: (value: string) => finish(value) };
}

/** Starts a task under each lock at once: the second starts only once the first is done. */
async function expectOneAfterTheOther(
  a: TabLock,
  b: TabLock,
  whileFirstRuns: () => void = () => undefined,
): Promise<string[]> {
  const log: string[] = [];
  const first = pendingTask(log, 'a');
  const second = pendingTask(log, 'b');
  const results = [a(first.task), b(second.task)];
  await vi.advanceTimersByTimeAsync(1_000);
  expect(log).toEqual(['a started']);
  whileFirstRuns();
  first.finish('A');
  await vi.advanceTimersByTimeAsync(100);
  expect(log).toEqual(['a started', 'a done', 'b started']);
  second.finish('B');
  return Promise.all(results);
}

describe('webLock', () => {
  it('runs the tasks of two tabs one after the other', async () => {
    const locks = new FakeLockManager();
    const [a, b] = [webLock(locks, 'talkie-refresh', 15_000), webLock(locks, 'talkie-refresh', 15_000)];
    await expect(expectOneAfterTheOther(a, b)).resolves.toEqual(['A', 'B']);
  });

  it('runs the task without the lock once it waited 15 s for a tab that never lets go', async () => {
    const locks = new FakeLockManager();
    const stuck = webLock(locks, 'talkie-refresh', 15_000);
    void stuck(() => new Promise<never>(() => undefined));
    const waiting = webLock(locks, 'talkie-refresh', 15_000)(() => Promise.resolve('ran'));
    let settled = false;
    void waiting.then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBe('ran');
  });

  it('passes the task’s failure on and releases the lock', async () => {
    const locks = new FakeLockManager();
    const lock = webLock(locks, 'talkie-refresh', 15_000);
    await expect(lock(() => Promise.reject(new Error('refresh refused')))).rejects.toThrow('refresh refused');
    await expect(lock(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('webLockNotes', () => {
  it('a note one tab posts is seen by the other tabs until it has been kept 15 s', async () => {
    const locks = new FakeLockManager();
    const [a, b] = [webLockNotes(locks, 'talkie-refresh', 15_000), webLockNotes(locks, 'talkie-refresh', 15_000)];
    await a.post('used-1');

    await expect(b.has('used-1')).resolves.toBe(true);
    await expect(b.has('used-2')).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(14_999);
    await expect(b.has('used-1')).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(b.has('used-1')).resolves.toBe(false);
  });

  it('posting a note that is already there does not wait for it to go', async () => {
    const locks = new FakeLockManager();
    const [a, b] = [webLockNotes(locks, 'talkie-refresh', 15_000), webLockNotes(locks, 'talkie-refresh', 15_000)];
    await a.post('used-1');
    let posted = false;
    void b.post('used-1').then(() => (posted = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toBe(true);
  });

  it('a lock manager that refuses the note neither fails nor holds up the tab that posts it', async () => {
    const throwing: LockManagerLike = {
      request: () => {
        throw new DOMException('no', 'SecurityError');
      },
    };
    const rejecting: LockManagerLike = { request: () => Promise.reject(new DOMException('no', 'InvalidStateError')) };
    await expect(webLockNotes(throwing, 'talkie-refresh', 15_000).post('used-1')).resolves.toBeUndefined();
    await expect(webLockNotes(rejecting, 'talkie-refresh', 15_000).post('used-1')).resolves.toBeUndefined();
    await expect(webLockNotes(rejecting, 'talkie-refresh', 15_000).has('used-1')).resolves.toBe(false);
  });

  it('sees no note where the lock manager cannot list its locks', async () => {
    const locks = new FakeLockManager();
    await webLockNotes(locks, 'talkie-refresh', 15_000).post('used-1');
    const withoutQuery = { request: locks.request.bind(locks) };
    await expect(webLockNotes(withoutQuery, 'talkie-refresh', 15_000).has('used-1')).resolves.toBe(false);
  });

  it('sees no note where listing the locks fails', async () => {
    const failing: LockManagerLike = {
      request: () => Promise.reject(new Error('not asked')),
      query: () => Promise.reject(new DOMException('no', 'SecurityError')),
    };
    await expect(webLockNotes(failing, 'talkie-refresh', 15_000).has('used-1')).resolves.toBe(false);
  });
});

describe('storageLeaseLock (no Web Locks)', () => {
  function leaseLockFor(tab: BrowserTab, owner: string, leaseMs = 15_000): TabLock {
    const storage = createAppStorage({ store: createSafeStorage(() => tab.localStorage), cookies: null });
    return storageLeaseLock({
      read: () => storage.get('refresh_lease'),
      write: (lease) => storage.set('refresh_lease', lease),
      clear: () => storage.remove('refresh_lease'),
      onOtherTabChange: (listener) => onOtherTabWrites(tab.window, ['refresh_lease'], listener),
      owner,
      leaseMs,
      maxWaitMs: 15_000,
      settleMs: 50,
      now: () => Date.now(),
    });
  }

  it('a second tab waits for the first one’s release, told by the storage event', async () => {
    const browser = createBrowser({ webLocks: false });
    const a = leaseLockFor(browser.openTab(), 'tab-a');
    const b = leaseLockFor(browser.openTab(), 'tab-b');
    const leaseOwner = () =>
      expect(JSON.parse(browser.data.get('refresh_lease') ?? '{}')).toMatchObject({ owner: 'tab-a' });
    await expect(expectOneAfterTheOther(a, b, leaseOwner)).resolves.toEqual(['A', 'B']);
    expect(browser.data.has('refresh_lease')).toBe(false);
  });

  it('takes over the lease of a tab that died holding it once the lease runs out', async () => {
    const browser = createBrowser({ webLocks: false });
    const dead = leaseLockFor(browser.openTab(), 'tab-dead', 5_000);
    void dead(() => new Promise<never>(() => undefined));
    await vi.advanceTimersByTimeAsync(100);
    const log: string[] = [];
    const next = leaseLockFor(
      browser.openTab(),
      'tab-next',
    )(() => {
      log.push('ran');
      return Promise.resolve('ran');
    });

    await vi.advanceTimersByTimeAsync(4_000);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_100);
    await expect(next).resolves.toBe('ran');
  });

  it('counts an unreadable lease as none', async () => {
    const browser = createBrowser({ webLocks: false });
    const tab = browser.openTab();
    tab.localStorage.setItem('refresh_lease', '{"holder":"someone"}');
    const result = leaseLockFor(tab, 'tab-a')(() => Promise.resolve('ran'));
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('ran');
  });
});

/**
 * The tab lock at its edges: a failing task under Web Locks, a lock manager that refuses, and the
 * storage lease when another tab writes at the same moment, holds past the 15 s wait, takes over a
 * lease that ran out, or the storage is cleared under it.
 */
describe('tab lock edges', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('webLock', () => {
    it('a task that fails under the lock runs once and its failure is passed on', async () => {
      const locks: LockManagerLike = { request: (_name, _options, callback) => callback() };
      const task = vi.fn(() => Promise.reject(new Error('refresh refused')));
      await expect(webLock(locks, 'talkie-refresh', 15_000)(task)).rejects.toThrow('refresh refused');
      expect(task).toHaveBeenCalledTimes(1);
    });

    it('a lock manager that refuses runs the task without the lock and leaves no timer behind', async () => {
      const locks: LockManagerLike = { request: () => Promise.reject(new DOMException('no', 'InvalidStateError')) };
      await expect(webLock(locks, 'talkie-refresh', 15_000)(() => Promise.resolve('ran'))).resolves.toBe('ran');
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('storageLeaseLock', () => {
    /** The lease as local storage holds it, shared by the tabs; `otherTab*` act as another tab would. */
    function sharedLease() {
      let value: unknown = null;
      const listeners = new Set<() => void>();
      const tell = () => [...listeners].forEach((listener) => listener());
      const lockFor = (owner: string, leaseMs = 15_000) =>
        storageLeaseLock({
          read: () => value as Lease | null,
          write: (lease) => void (value = lease),
          clear: () => void (value = null),
          onOtherTabChange: (listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
          owner,
          leaseMs,
          maxWaitMs: 15_000,
          settleMs: 50,
          now: () => Date.now(),
        });
      return {
        lockFor,
        owner: () => (value as Lease | null)?.owner ?? null,
        otherTabWrites: (lease: unknown) => {
          value = lease;
          tell();
        },
      };
    }

    function started(promise: Promise<unknown>) {
      const state = { done: false };
      void promise.then(
        () => (state.done = true),
        () => (state.done = true),
      );
      return state;
    }

    it('when another tab writes its lease during the settle wait, the last write wins and this tab waits for it', async () => {
      const lease = sharedLease();
      const ran: string[] = [];
      const result = lease.lockFor('tab-a')(async () => {
        ran.push('a');
        return 'a';
      });
      await vi.advanceTimersByTimeAsync(10);
      lease.otherTabWrites({ owner: 'tab-b', until_ms: Date.now() + 15_000 });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ran).toEqual([]);
      lease.otherTabWrites(null); // tab b releases
      await vi.advanceTimersByTimeAsync(100);
      expect(ran).toEqual(['a']);
      await expect(result).resolves.toBe('a');
    });

    it('a lease cleared during the settle wait is written again', async () => {
      const lease = sharedLease();
      const result = lease.lockFor('tab-a')(() => Promise.resolve('a'));
      await vi.advanceTimersByTimeAsync(10);
      lease.otherTabWrites(null);
      await vi.advanceTimersByTimeAsync(200);
      await expect(result).resolves.toBe('a');
    });

    it('a lease that ends exactly now is taken at once', async () => {
      const lease = sharedLease();
      lease.otherTabWrites({ owner: 'tab-b', until_ms: Date.now() });
      const state = started(lease.lockFor('tab-a')(() => Promise.resolve('a')));
      await vi.advanceTimersByTimeAsync(50);
      expect(state.done).toBe(true);
    });

    it('a lease whose expiry is not a number counts as none', async () => {
      const lease = sharedLease();
      lease.otherTabWrites({ owner: 'tab-b', until_ms: String(Date.now() + 60_000) });
      const state = started(lease.lockFor('tab-a')(() => Promise.resolve('a')));
      await vi.advanceTimersByTimeAsync(50);
      expect(state.done).toBe(true);
    });

    it('a lease whose owner is not a tab id counts as none', async () => {
      const lease = sharedLease();
      lease.otherTabWrites({ owner: 42, until_ms: Date.now() + 60_000 });
      const state = started(lease.lockFor('tab-a')(() => Promise.resolve('a')));
      await vi.advanceTimersByTimeAsync(50);
      expect(state.done).toBe(true);
    });

    it('gives up after exactly 15 s on a tab that holds longer, runs the task, and leaves that tab its lease', async () => {
      const lease = sharedLease();
      lease.otherTabWrites({ owner: 'tab-b', until_ms: Date.now() + 60_000 });
      const state = started(lease.lockFor('tab-a')(() => Promise.resolve('a')));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(state.done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(state.done).toBe(true);
      expect(lease.owner()).toBe('tab-b');
    });

    it('a task that outlives its lease does not clear the lease another tab took over', async () => {
      const lease = sharedLease();
      let finishA: () => void = () => undefined;
      const a = lease.lockFor('tab-a', 1_000)(() => new Promise<void>((resolve) => (finishA = resolve)));
      await vi.advanceTimersByTimeAsync(100);
      const b = started(lease.lockFor('tab-b', 15_000)(() => new Promise<never>(() => undefined)));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(lease.owner()).toBe('tab-b');
      finishA();
      await a;
      expect(lease.owner()).toBe('tab-b');
      expect(b.done).toBe(false);
    });

    it('storage cleared while the task runs does not fail the task', async () => {
      const lease = sharedLease();
      let finish: () => void = () => undefined;
      const result = lease.lockFor('tab-a')(() => new Promise<string>((resolve) => (finish = () => resolve('a'))));
      await vi.advanceTimersByTimeAsync(100);
      lease.otherTabWrites(null);
      finish();
      await expect(result).resolves.toBe('a');
    });
  });
});
