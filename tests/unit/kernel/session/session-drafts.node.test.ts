/**
 * Drafts end with their account, as the page's real auth flow learns of it against the real local
 * server: a reload keeps the visitor's own draft; revoked tokens (a sign-out elsewhere) make the next
 * call refused and the refresh fail, and the draft is gone; another account's login on the device
 * removes the first account's drafts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { draftStore as helpDrafts } from '@/features/help/drafts';
import { getUserStatus } from '@/services/api/endpoints';
import { createAppStorage } from '@/services/storage/app-storage';
import type { ListedStore } from '@/kernel/drafts';
import { createSafeStorage } from '@/services/storage/safe-storage';
import { startInProcess, visitPage, type PageSession } from './support/page-session';

let server: ReturnType<typeof startInProcess>;
beforeAll(() => {
  server = startInProcess({ config: { riskLimitPerMinute: 0 } });
});
afterAll(() => server.close());

/** One device's local storage (with its key listing), kept across visits. */
function device() {
  const mem = new Map<string, string>();
  const store: ListedStore = Object.assign(
    createSafeStorage(() => ({
      getItem: (k) => mem.get(k) ?? null,
      setItem: (k, v) => void mem.set(k, v),
      removeItem: (k) => void mem.delete(k),
    })),
    { keys: () => [...mem.keys()] },
  );
  return {
    mem,
    store,
    visit: () => visitPage(server, { storage: createAppStorage({ store, cookies: null }), drafts: store }),
  };
}

const signedIn = async (page: PageSession): Promise<string> => {
  const snapshot = await waitFor(page.actor, (s) => s.matches('authenticated'));
  return snapshot.context.session?.userId ?? '';
};
const draft = {
  values: { topic: 'bug', description: 'my phone is +1 555 0100', contact_email: 'robin@example.com' },
  images: [],
  attemptKey: null,
};
const draftKeys = (mem: Map<string, string>) => [...mem.keys()].filter((k) => k.startsWith('talkie:draft:'));

describe('drafts and the session', () => {
  it('a reload keeps the visitor’s own draft', async () => {
    const { store, visit } = device();
    const first = visit();
    const userId = await signedIn(first);
    helpDrafts('feedback', userId, store).save(draft);
    first.actor.stop();

    const reloaded = visit();
    expect(await signedIn(reloaded)).toBe(userId);
    expect(helpDrafts('feedback', userId, store).load()).toEqual(draft);
  });

  it('tokens revoked while the page is open: the next call is refused, the refresh fails, and the draft is gone', async () => {
    const { mem, store, visit } = device();
    const page = visit();
    const userId = await signedIn(page);
    helpDrafts('feedback', userId, store).save(draft);
    expect(draftKeys(mem)).toEqual([`talkie:draft:feedback:${userId}`]);

    await server.control.tokens('revoke', { user_id: userId });
    await getUserStatus(page.services.client).catch(() => undefined);

    expect(page.count('account/refresh_auth_token')).toBe(1);
    await vi.waitFor(() => expect(draftKeys(mem)).toEqual([]));
    // The page goes on as a new visitor, who is never shown the old text.
    const next = await signedIn(page);
    expect(next).not.toBe(userId);
    expect(helpDrafts('feedback', userId, store).load()).toBeNull();
  });

  it('tokens revoked between two visits: the next visit finds the session refused and the draft is gone', async () => {
    const { mem, store, visit } = device();
    const first = visit();
    const userId = await signedIn(first);
    helpDrafts('report', userId, store).save(draft);
    first.actor.stop();
    await server.control.tokens('revoke', { user_id: userId });

    const next = visit();
    expect(await signedIn(next)).not.toBe(userId);
    expect(draftKeys(mem)).toEqual([]);
  });

  it('another real-name account’s login on the device removes the first account’s drafts', async () => {
    const { mem, store, visit } = device();
    const page = visit();
    const first = await signedIn(page);
    helpDrafts('appeal', first, store).save(draft);

    const elsewhere = visitPage(server);
    await signedIn(elsewhere);
    const other = elsewhere.actor.getSnapshot().context.session;
    if (!other) throw new Error('no second account');
    // The app hands over its (real-name) user.
    page.actor.send({ type: 'SESSION_REPLACED', session: { ...other, isAnonymous: false } });

    expect(
      await waitFor(page.actor, (s) => s.matches('authenticated') && s.context.session?.userId === other.userId),
    ).toBeTruthy();
    expect(draftKeys(mem)).toEqual([]);
  });

  it('an anonymous session held for a moment (before the app hands over its user) removes no draft', async () => {
    const { mem, store, visit } = device();
    const elsewhere = visitPage(server);
    await signedIn(elsewhere);
    const appUser = elsewhere.actor.getSnapshot().context.session;
    if (!appUser) throw new Error('no app user');
    helpDrafts('feedback', appUser.userId, store).save(draft);

    const page = visit();
    await signedIn(page);
    expect(page.actor.getSnapshot().context.session?.isAnonymous).toBe(true);
    expect(draftKeys(mem)).toEqual([`talkie:draft:feedback:${appUser.userId}`]);

    page.actor.send({ type: 'SESSION_REPLACED', session: { ...appUser, isAnonymous: false } });
    expect(
      await waitFor(page.actor, (s) => s.matches('authenticated') && s.context.session?.userId === appUser.userId),
    ).toBeTruthy();
    expect(draftKeys(mem)).toEqual([`talkie:draft:feedback:${appUser.userId}`]);
  });
});
