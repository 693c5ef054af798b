/**
 * The tab lock at its edges: a failing task under Web Locks, a lock manager that refuses, and the
 * storage lease when another tab writes at the same moment, holds past the 15 s wait, takes over a
 * lease that ran out, or the storage is cleared under it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageLeaseLock, webLock, type Lease, type LockManagerLike } from '@/services/storage/tab-lock';

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
