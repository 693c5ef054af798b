import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStorage } from '@/services/storage/app-storage';
import { createSafeStorage } from '@/services/storage/safe-storage';
import { onOtherTabWrites } from '@/services/storage/other-tabs';
import { storageLeaseLock, webLock, webLockNotes, type LockManagerLike, type TabLock } from '@/services/storage/tab-lock';
import { createBrowser, FakeLockManager, type BrowserTab } from '../support/browser-tabs';

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
async function expectOneAfterTheOther(a: TabLock, b: TabLock, whileFirstRuns: () => void = () => undefined): Promise<string[]> {
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
    const failing: LockManagerLike = { request: () => Promise.reject(new Error('not asked')), query: () => Promise.reject(new DOMException('no', 'SecurityError')) };
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
    const leaseOwner = () => expect(JSON.parse(browser.data.get('refresh_lease') ?? '{}')).toMatchObject({ owner: 'tab-a' });
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
