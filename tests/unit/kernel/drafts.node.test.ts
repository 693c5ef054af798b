// @vitest-environment node
/** The one draft store: one key scheme for every form, and drafts of earlier versions moved to it on first read. */
import { describe, expect, it } from 'vitest';
import { contactDrafts, EMPTY_CONTACT } from '@/features/campaign/prizes/contact-form';
import { cloneDrafts } from '@/features/creator/clone-draft';
import { draftStore as helpDrafts } from '@/features/help/drafts';
import { attemptKeys, draftKey, draftStore } from '@/kernel/drafts';
import { createSafeStorage } from '@/services/storage/safe-storage';

function memoryStorage() {
  const mem = new Map<string, string>();
  const kv = createSafeStorage(() => ({
    getItem: (k) => mem.get(k) ?? null,
    setItem: (k, v) => void mem.set(k, v),
    removeItem: (k) => void mem.delete(k),
  }));
  return { mem, kv };
}

/** The draft a stored value keeps (beside its owner and when it was last touched). */
const keptDraft = (raw: string | undefined): unknown =>
  (JSON.parse(raw ?? 'null') as { draft?: unknown } | null)?.draft;

const text = (stored: unknown) =>
  typeof stored === 'object' && stored !== null && typeof (stored as { text?: unknown }).text === 'string'
    ? (stored as { text: string })
    : null;

describe('the draft store', () => {
  it('keeps each form’s draft under talkie:draft:<form>:<user>[:<scope>]', () => {
    expect(draftKey({ form: 'feedback', user: 'u1' })).toBe('talkie:draft:feedback:u1');
    expect(draftKey({ form: 'claim_prize', user: 'u1', scope: 'r9' })).toBe('talkie:draft:claim_prize:u1:r9');
    const { mem, kv } = memoryStorage();
    const store = draftStore({
      form: 'note',
      user: 'u1',
      parse: text,
      isEmpty: (d) => d.text.trim() === '',
      storage: kv,
    });
    store.save({ text: '半句话' });
    expect(keptDraft(mem.get('talkie:draft:note:u1'))).toEqual({ text: '半句话' });
    expect(draftStore({ form: 'note', user: 'u1', parse: text, storage: kv }).load()).toEqual({ text: '半句话' });
    expect(draftStore({ form: 'note', user: 'u2', parse: text, storage: kv }).load()).toBeNull();
    store.save({ text: ' ' });
    expect(mem.has('talkie:draft:note:u1')).toBe(false);
  });

  it('reads nothing from a value that is not this form’s draft, and never throws', () => {
    const { mem, kv } = memoryStorage();
    mem.set('talkie:draft:note:u1', '{not json');
    expect(draftStore({ form: 'note', user: 'u1', parse: text, storage: kv }).load()).toBeNull();
    mem.set('talkie:draft:note:u1', '{"text":3}');
    expect(draftStore({ form: 'note', user: 'u1', parse: text, storage: kv }).load()).toBeNull();
  });

  it('moves a draft kept under an old key to the new key on first read, and the new key wins over a stale old one', () => {
    const { mem, kv } = memoryStorage();
    mem.set('old:u1', JSON.stringify({ text: 'typed before the upgrade' }));
    const store = draftStore({ form: 'note', user: 'u1', parse: text, legacyKeys: ['old:u1'], storage: kv });
    expect(store.load()).toEqual({ text: 'typed before the upgrade' });
    expect(mem.has('old:u1')).toBe(false);
    expect(keptDraft(mem.get('talkie:draft:note:u1'))).toEqual({ text: 'typed before the upgrade' });
    mem.set('old:u1', JSON.stringify({ text: 'stale' }));
    expect(store.load()).toEqual({ text: 'typed before the upgrade' });
    expect(mem.has('old:u1')).toBe(false);
  });
});

describe('drafts of earlier versions, moved on upgrade', () => {
  it('help forms: talkie_draft:<form>:<user> → talkie:draft:<form>:<user>', () => {
    const { mem, kv } = memoryStorage();
    const draft = { values: { description: '截图里的按钮没反应' }, images: ['https://x/1.jpg'], attemptKey: 'k1' };
    mem.set('talkie_draft:feedback:u1', JSON.stringify(draft));
    mem.set(
      'talkie_draft:report:visitor',
      JSON.stringify({ values: { link: 'https://talkie-ai.com/share/chat?chat_id=a' }, images: [] }),
    );
    expect(helpDrafts('feedback', 'u1', kv).load()).toEqual(draft);
    expect(helpDrafts('report', null, kv).load()).toEqual({
      values: { link: 'https://talkie-ai.com/share/chat?chat_id=a' },
      images: [],
      attemptKey: null,
    });
    expect([...mem.keys()].sort()).toEqual(['talkie:draft:feedback:u1', 'talkie:draft:report:visitor']);
  });

  it('the clone form: talkie_clone_draft:<user> → talkie:draft:clone:<user>', () => {
    const { mem, kv } = memoryStorage();
    const draft = { name: '林小雨', persona: 'A calm nurse.', greeting: '', imageUrls: ['https://x/a.jpg'] };
    mem.set('talkie_clone_draft:u1', JSON.stringify(draft));
    expect(cloneDrafts('u1', kv).load()).toEqual(draft);
    expect([...mem.keys()]).toEqual(['talkie:draft:clone:u1']);
  });

  it('the prize’s contact details: claim_prize_draft:<user>:<record> → talkie:draft:claim_prize:<user>:<record>', () => {
    const { mem, kv } = memoryStorage();
    const values = { ...EMPTY_CONTACT, recipient_name: 'Robin', mailing_address: '1 Main St' };
    mem.set('claim_prize_draft:u1:r9', JSON.stringify({ values, key: 'idem1234' }));
    const drafts = contactDrafts(kv);
    expect(drafts.read('u1', 'r9')).toEqual({ values, key: 'idem1234' });
    expect([...mem.keys()]).toEqual(['talkie:draft:claim_prize:u1:r9']);
    expect(drafts.read('u1', 'r8')).toEqual({ values: EMPTY_CONTACT, key: null });
  });
});

describe('the attempt key kept with a draft (idempotency of sending it)', () => {
  const clone = { name: 'Nurse Lin', persona: 'Calm.', greeting: 'Tea?', imageUrls: ['/weaver/media/upload/up_1'] };

  it('is the same for the same draft across retries and a reload (a new store over the same storage), and 8–64 of [A-Za-z0-9_-]', () => {
    const { mem, kv } = memoryStorage();
    const first = cloneDrafts('u1', kv).attemptKey(clone);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(cloneDrafts('u1', kv).attemptKey(clone)).toBe(first);
    expect(cloneDrafts('u1', kv).attemptKey({ ...clone })).toBe(first);
    // Kept beside the draft, as a digest of what is sent, not the text again.
    const kept = mem.get('talkie:draft:clone:u1:attempt') ?? '';
    expect(JSON.parse(kept)).toMatchObject({ key: first });
    expect(kept).not.toContain('Nurse Lin');
  });

  it('is new for a new intent: another text or picture, the draft sent and cleared, another user', () => {
    const { kv } = memoryStorage();
    const drafts = cloneDrafts('u1', kv);
    const first = drafts.attemptKey(clone);
    const edited = drafts.attemptKey({ ...clone, greeting: 'Tea? Sit.' });
    expect(edited).not.toBe(first);
    expect(drafts.attemptKey({ ...clone, greeting: 'Tea? Sit.', imageUrls: [] })).not.toBe(edited);
    const again = drafts.attemptKey(clone);
    drafts.clear();
    expect(drafts.attemptKey(clone)).not.toBe(again);
    expect(cloneDrafts('u2', kv).attemptKey(clone)).not.toBe(drafts.attemptKey(clone));
  });

  it('calls without a draft keep theirs alike, forgotten once the intent went through', () => {
    const { kv } = memoryStorage();
    const orders = attemptKeys<{ product_id: string }>({ form: 'order', user: 'u1', storage: kv });
    const key = orders.keyFor({ product_id: 'p1' });
    expect(
      attemptKeys<{ product_id: string }>({ form: 'order', user: 'u1', storage: kv }).keyFor({ product_id: 'p1' }),
    ).toBe(key);
    orders.forget();
    expect(orders.keyFor({ product_id: 'p1' })).not.toBe(key);
  });
});
