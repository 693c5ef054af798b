// @vitest-environment node
/**
 * A draft ends with its account: it names its owner and when it was last touched, is gone after 7 days
 * unused, and is removed when its account signs out, another account signs in, or the account is deleted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactDrafts, EMPTY_CONTACT } from '@/features/campaign/prizes/contact-form';
import { cloneDrafts } from '@/features/creator/clone-draft';
import { draftStore as helpDrafts } from '@/features/help/drafts';
import { forgetDraftsOf, keepOnlyDraftsOf } from '@/kernel/drafts';
import { createSafeStorage } from '@/services/storage/safe-storage';

/** Local storage in memory, with the key listing a browser's has. */
function memoryStorage() {
  const mem = new Map<string, string>();
  const kv = Object.assign(
    createSafeStorage(() => ({
      getItem: (k) => mem.get(k) ?? null,
      setItem: (k, v) => void mem.set(k, v),
      removeItem: (k) => void mem.delete(k),
    })),
    { keys: () => [...mem.keys()] },
  );
  return { mem, kv };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2025, 5, 1, 12);
const feedback = {
  values: { topic: 'bug', description: 'The chat froze', contact_email: 'robin@example.com' },
  images: [],
  attemptKey: null,
};
const draftKeys = (mem: Map<string, string>) => [...mem.keys()].filter((k) => k.startsWith('talkie:draft:')).sort();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('a draft’s lifetime', () => {
  it('records its owner and when it was last touched', () => {
    const { mem, kv } = memoryStorage();
    helpDrafts('feedback', 'u1', kv).save(feedback);
    expect(JSON.parse(mem.get('talkie:draft:feedback:u1') ?? 'null')).toMatchObject({ owner: 'u1', touchedAt: T0 });
  });

  it('is kept for 7 days unused and gone at 7 days; each save starts the 7 days again', () => {
    const { mem, kv } = memoryStorage();
    helpDrafts('feedback', 'u1', kv).save(feedback);
    vi.setSystemTime(T0 + 7 * DAY - MINUTE);
    expect(helpDrafts('feedback', 'u1', kv).load()).toEqual(feedback);
    vi.setSystemTime(T0 + 7 * DAY);
    expect(helpDrafts('feedback', 'u1', kv).load()).toBeNull();
    expect(mem.has('talkie:draft:feedback:u1')).toBe(false);

    vi.setSystemTime(T0);
    cloneDrafts('u1', kv).save({ name: 'Lin', persona: 'A nurse.', greeting: '', imageUrls: [] });
    vi.setSystemTime(T0 + 6 * DAY);
    cloneDrafts('u1', kv).save({ name: 'Lin', persona: 'A calm nurse.', greeting: '', imageUrls: [] });
    vi.setSystemTime(T0 + 12 * DAY);
    expect(cloneDrafts('u1', kv).load()?.persona).toBe('A calm nurse.');
  });

  it('a draft whose recorded owner is not its reader is removed, never shown', () => {
    const { mem, kv } = memoryStorage();
    mem.set('talkie:draft:feedback:u1', JSON.stringify({ owner: 'u2', touchedAt: T0, draft: feedback }));
    expect(helpDrafts('feedback', 'u1', kv).load()).toBeNull();
    expect(mem.has('talkie:draft:feedback:u1')).toBe(false);
  });

  it('another account’s sign-in removes every draft of every other account, of every form, and keeps its own', () => {
    const { mem, kv } = memoryStorage();
    helpDrafts('feedback', 'a', kv).save(feedback);
    helpDrafts('deletion', 'a', kv).save({
      values: { reason: 'privacy', description: 'gone' },
      images: [],
      attemptKey: null,
    });
    cloneDrafts('a', kv).save({ name: 'Lin', persona: 'A nurse.', greeting: '', imageUrls: [] });
    contactDrafts(kv).write('a', 'r9', {
      values: { ...EMPTY_CONTACT, recipient_name: 'Robin', mailing_address: '1 Main St' },
      key: null,
    });
    helpDrafts('appeal', 'b', kv).save(feedback);
    mem.set('unrelated', 'kept');

    keepOnlyDraftsOf('b', kv);

    expect(draftKeys(mem)).toEqual(['talkie:draft:appeal:b']);
    expect(mem.get('unrelated')).toBe('kept');
    expect(contactDrafts(kv).read('a', 'r9').values).toEqual(EMPTY_CONTACT);
  });

  it('sign-out and deletion remove the account’s drafts, and a form still on screen cannot write one back until it signs in again', () => {
    const { mem, kv } = memoryStorage();
    const onScreen = helpDrafts('report', 'gone', kv);
    onScreen.save(feedback);
    cloneDrafts('gone', kv).save({ name: 'Lin', persona: 'A nurse.', greeting: '', imageUrls: [] });
    helpDrafts('report', 'other', kv).save(feedback);

    forgetDraftsOf('gone', kv);

    expect(draftKeys(mem)).toEqual(['talkie:draft:report:other']);
    onScreen.save({ ...feedback, values: { description: 'typed after the sign-out' } });
    expect(draftKeys(mem)).toEqual(['talkie:draft:report:other']);
    keepOnlyDraftsOf('gone', kv);
    onScreen.save(feedback);
    expect(helpDrafts('report', 'gone', kv).load()).toEqual(feedback);
  });

  it('a draft of the previous version (no owner, no time) belongs to its key’s user from its first read, for 7 days', () => {
    const { mem, kv } = memoryStorage();
    mem.set(
      'talkie:draft:clone:u1',
      JSON.stringify({ name: '旧草稿', persona: 'Typed before the upgrade.', greeting: '', imageUrls: [] }),
    );
    mem.set('talkie:draft:feedback:u2', JSON.stringify(feedback));
    expect(cloneDrafts('u1', kv).load()?.name).toBe('旧草稿');
    expect(JSON.parse(mem.get('talkie:draft:clone:u1') ?? 'null')).toMatchObject({ owner: 'u1', touchedAt: T0 });
    // The other account's old draft goes when u1 signs in.
    keepOnlyDraftsOf('u1', kv);
    expect(draftKeys(mem)).toEqual(['talkie:draft:clone:u1']);
    vi.setSystemTime(T0 + 7 * DAY);
    expect(cloneDrafts('u1', kv).load()).toBeNull();
  });

  it('a sign-in also removes the drafts that expired meanwhile', () => {
    const { mem, kv } = memoryStorage();
    helpDrafts('feedback', 'u1', kv).save(feedback);
    vi.setSystemTime(T0 + 8 * DAY);
    keepOnlyDraftsOf('u1', kv);
    expect(draftKeys(mem)).toEqual([]);
  });
});
