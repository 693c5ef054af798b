/**
 * The refresh one tab makes for all of them, with the lock, the notes and the storage copy faked:
 * what reaches this tab's copy of storage, and when, is up to each test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '@machines/auth/types';
import { refreshAcrossTabs, usedRefreshTokenNote, type CrossTabRefreshDeps } from '@/kernel/session/cross-tab-session';
import { noLockNotes, type LockNotes } from '@/services/storage/tab-lock';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const mine: AuthSession = { userId: 'u1', authToken: 'at-1', refreshToken: 'rt-1', isAnonymous: true };
const fromOtherTab: AuthSession = { ...mine, authToken: 'at-2', refreshToken: 'rt-2' };

/** This tab's copy of storage and the refresh calls the server gets. */
function tabWith(copy: AuthSession | null, notes: LockNotes = noLockNotes) {
  const state = { copy, refreshTokensSent: [] as string[] };
  let wake = (): void => undefined;
  const deps: CrossTabRefreshDeps = {
    lock: (task) => task(),
    notes,
    readStored: () => state.copy,
    otherTabWrite: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    now: () => Date.now(),
    refresh: (session) => {
      state.refreshTokensSent.push(session.refreshToken);
      return Promise.resolve({ ...session, authToken: 'at-3', refreshToken: 'rt-3' });
    },
    saveTokens: (session) => {
      state.copy = session;
    },
  };
  /** Another tab's write reaches this tab's copy (and its storage event fires). */
  const arrive = (next: AuthSession): void => {
    state.copy = next;
    wake();
  };
  return { state, refresh: refreshAcrossTabs(deps), arrive };
}

describe('refreshAcrossTabs', () => {
  it('with only the new auth token in its copy (the refresh token still on its way), waits for the pair and does not refresh', async () => {
    const tab = tabWith({ ...mine, authToken: 'at-2' });
    const result = tab.refresh(mine);
    await vi.advanceTimersByTimeAsync(30);
    tab.arrive(fromOtherTab);

    await expect(result).resolves.toEqual(fromOtherTab);
    expect(tab.state.refreshTokensSent).toEqual([]);
  });

  it('with the old pair in its copy and a note that its refresh token is used up, waits for the new pair', async () => {
    const notes: LockNotes = {
      post: () => Promise.resolve(),
      has: (note) => Promise.resolve(note === usedRefreshTokenNote('rt-1')),
    };
    const tab = tabWith(mine, notes);
    const result = tab.refresh(mine);
    await vi.advanceTimersByTimeAsync(1_500);
    tab.arrive(fromOtherTab);

    await expect(result).resolves.toEqual(fromOtherTab);
    expect(tab.state.refreshTokensSent).toEqual([]);
  });

  it('refreshes itself when the announced pair has not come after 2 s', async () => {
    const notes: LockNotes = { post: () => Promise.resolve(), has: () => Promise.resolve(true) };
    const tab = tabWith({ ...mine, authToken: 'at-2' }, notes);
    const result = tab.refresh(mine);
    await vi.advanceTimersByTimeAsync(1_990);
    expect(tab.state.refreshTokensSent).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);

    await expect(result).resolves.toMatchObject({ authToken: 'at-3', refreshToken: 'rt-3' });
    expect(tab.state.refreshTokensSent).toEqual(['rt-1']);
  });

  it('with nothing new and no note, refreshes at once, stores the pair and leaves the note for the next tab', async () => {
    const posted: string[] = [];
    const notes: LockNotes = {
      post: (note) => Promise.resolve(void posted.push(note)),
      has: () => Promise.resolve(false),
    };
    const tab = tabWith(mine, notes);

    await expect(tab.refresh(mine)).resolves.toMatchObject({ authToken: 'at-3', refreshToken: 'rt-3' });
    expect(tab.state.refreshTokensSent).toEqual(['rt-1']);
    expect(tab.state.copy).toMatchObject({ authToken: 'at-3', refreshToken: 'rt-3' });
    expect(posted).toEqual([usedRefreshTokenNote('rt-1')]);
    expect(usedRefreshTokenNote('rt-1')).not.toContain('rt-1');
    expect(usedRefreshTokenNote('rt-1')).not.toBe(usedRefreshTokenNote('rt-2'));
  });
});
