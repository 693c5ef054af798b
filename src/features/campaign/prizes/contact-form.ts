import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { ContactLimits, ContactSchema, type Contact, type ContactField } from '@/api/contract/campaign';
import { draftStore } from '@/kernel/drafts';
import { createSafeStorage, type KeyValueStore } from '@/services/storage/safe-storage';
import { claimMessages as m } from '../shared/messages';

/** The contact form of SPEC §3, validated with the contract's schema (the server checks the same). */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'recipient_name',
  'phone',
  'email',
  'discord',
  'mailing_address',
];
export const EMPTY_CONTACT: Contact = { recipient_name: '', phone: '', email: '', discord: '', mailing_address: '' };

const LIMIT: Record<ContactField, number> = {
  recipient_name: ContactLimits.name,
  phone: ContactLimits.phone,
  email: ContactLimits.email,
  discord: ContactLimits.discord,
  mailing_address: ContactLimits.address,
};
export const limitOf = (field: ContactField): number => LIMIT[field];

const ISSUE_TEXT: Record<string, MessageDescriptor> = {
  required: m.required,
  phone: m.phoneInvalid,
  email: m.emailInvalid,
  discord: m.discordInvalid,
  address: m.addressShort,
};

export type ContactErrors = Partial<Record<ContactField, { text: MessageDescriptor; max?: number }>>;

/** Errors per field (the first issue of each), empty when the form may be sent. */
export function validateContact(values: Contact): ContactErrors {
  const parsed = v.safeParse(ContactSchema, values);
  if (parsed.success) return {};
  const errors: ContactErrors = {};
  for (const issue of parsed.issues) {
    // The field is the first key of the issue's path (no path helper: it would grow the entry chunk).
    const key = issue.path?.[0]?.key;
    const field =
      typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key) ? (key as ContactField) : null;
    if (!field || errors[field]) continue;
    errors[field] =
      issue.message === 'too long'
        ? { text: m.tooLong, max: LIMIT[field] }
        : { text: ISSUE_TEXT[issue.message] ?? m.required };
  }
  return errors;
}

/**
 * The server's moderation refusal (ContactContentViolation) as an error on the field its status_msg
 * names (`invalid field "contact.mailing_address": ...`); the address when it names none.
 */
export function refusedField(statusMsg: string): ContactErrors {
  const named = /field "contact\.([a-z_]+)"/.exec(statusMsg)?.[1];
  const field = (CONTACT_FIELDS as readonly string[]).includes(named ?? '')
    ? (named as ContactField)
    : 'mailing_address';
  return { [field]: { text: m.violation } };
}

/** What a draft keeps: the values as typed and the idempotency key of the attempt in progress. */
export interface ContactDraft {
  values: Contact;
  key: string | null;
}

function parseDraft(stored: unknown): ContactDraft | null {
  const parsed = stored as Partial<ContactDraft> | null;
  if (!parsed || typeof parsed !== 'object') return null;
  const values = { ...EMPTY_CONTACT };
  for (const f of CONTACT_FIELDS) if (typeof parsed.values?.[f] === 'string') values[f] = parsed.values[f];
  return { values, key: typeof parsed.key === 'string' ? parsed.key : null };
}

/** Drafts per user and prize record, in the one draft store (DESIGN.md "Forms, uploads and drafts"). */
export function contactDrafts(storage: KeyValueStore = createSafeStorage()) {
  const store = (userId: string, recordId: string) =>
    draftStore({
      form: 'claim_prize',
      user: userId,
      scope: recordId,
      parse: parseDraft,
      legacyKeys: [`claim_prize_draft:${userId}:${recordId}`],
      storage,
    });
  return {
    read: (userId: string, recordId: string): ContactDraft =>
      store(userId, recordId).load() ?? { values: { ...EMPTY_CONTACT }, key: null },
    write: (userId: string, recordId: string, draft: ContactDraft): void => store(userId, recordId).save(draft),
    clear: (userId: string, recordId: string): void => store(userId, recordId).clear(),
  };
}
