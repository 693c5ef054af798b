import { describe, expect, it } from 'vitest';
import { isShareLink } from '@/api/contract/help';
import { draftStore } from '@/features/help/drafts';
import { validateForm } from '@/features/help/form-rules';
import { createSafeStorage } from '@/services/storage/safe-storage';

describe('share links of ours (SPEC §5)', () => {
  it.each([
    'https://talkie-ai.com/share/chat?chat_id=chat_en',
    'https://h5.talkie-ai.com/share/memory/memory_en',
    'https://www.talkie-ai.com/share/post?post_id=p-1&share_trace_id=x',
    '  https://talkie-ai.com/share/chat_history/m_1/  ',
  ])('takes %s', (link) => expect(isShareLink(link)).toBe(true));

  it.each([
    'https://example.com/share/chat?chat_id=chat_en',
    'http://talkie-ai.com/share/chat?chat_id=chat_en',
    'https://talkie-ai.com/share/chat',
    'https://talkie-ai.com/share/memory/',
    'https://talkie-ai.com/membership',
    'https://talkie-ai.com.evil.io/share/chat?chat_id=a',
    'talkie-ai.com/share/chat?chat_id=a',
    '',
  ])('refuses %s', (link) => expect(isShareLink(link)).toBe(false));
});

describe('form rules', () => {
  const appeal = { classification: 'card', reason: 'r' };
  it('takes a Chinese description of exactly 500 (250 characters) and refuses 501', () => {
    expect(validateForm('appeal', { ...appeal, description: '字'.repeat(250) })).toEqual({});
    expect(validateForm('appeal', { ...appeal, description: `${'字'.repeat(250)}a` })).toEqual({
      description: 'tooLong',
    });
  });

  it('needs a reason for deletion, and a description only for "other"', () => {
    expect(validateForm('deletion', {})).toEqual({ reason: 'chooseOne' });
    expect(validateForm('deletion', { reason: 'privacy' })).toEqual({});
    expect(validateForm('deletion', { reason: 'other', description: ' ' })).toEqual({ description: 'required' });
    expect(validateForm('deletion', { reason: 'privacy' }, { needsPhone: true })).toEqual({ phone: 'required' });
  });

  it('checks the feedback topic, description and optional email', () => {
    expect(validateForm('feedback', { contact_email: 'x@' })).toEqual({
      topic: 'chooseOne',
      description: 'required',
      contact_email: 'email',
    });
    expect(validateForm('feedback', { topic: 'bug', description: 'd', contact_email: '' })).toEqual({});
  });

  it("refuses a report whose link is not ours with 'badLink'", () => {
    expect(validateForm('report', { link: 'https://example.com/x', description: 'd' })).toEqual({ link: 'badLink' });
  });
});

describe('drafts', () => {
  it('are kept per form and per user, and an empty form keeps none', () => {
    const mem = new Map<string, string>();
    const kv = createSafeStorage(() => ({
      getItem: (k) => mem.get(k) ?? null,
      setItem: (k, v) => void mem.set(k, v),
      removeItem: (k) => void mem.delete(k),
    }));
    draftStore('appeal', 'u1', kv).save({
      values: { description: '半句话' },
      images: ['https://x/1.jpg'],
      attemptKey: 'k1',
    });
    expect(draftStore('appeal', 'u1', kv).load()).toEqual({
      values: { description: '半句话' },
      images: ['https://x/1.jpg'],
      attemptKey: 'k1',
    });
    expect(draftStore('appeal', 'u2', kv).load()).toBeNull();
    expect(draftStore('report', 'u1', kv).load()).toBeNull();
    draftStore('appeal', 'u1', kv).save({ values: { description: '  ' }, images: [], attemptKey: null });
    expect(draftStore('appeal', 'u1', kv).load()).toBeNull();
  });
});
