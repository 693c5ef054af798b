import type { FormValues } from '@machines/submission/types';
import { draftStore as keptDraft, type DraftStore } from '@/kernel/drafts';
import type { KeyValueStore } from '@/services/storage/safe-storage';
import { helpConfig, type HelpForm } from './help-config';

/** What a draft keeps: text values and uploaded image URLs (never files), and the attempt key. */
export interface Draft {
  readonly values: FormValues;
  readonly images: readonly string[];
  readonly attemptKey: string | null;
}

export type { DraftStore };

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

function parseDraft(stored: unknown): Draft | null {
  const raw = stored as { values?: unknown; images?: unknown; attemptKey?: unknown } | null;
  if (!raw || !isStringRecord(raw.values)) return null;
  const images = Array.isArray(raw.images) ? raw.images.filter((u): u is string => typeof u === 'string') : [];
  return { values: raw.values, images, attemptKey: typeof raw.attemptKey === 'string' ? raw.attemptKey : null };
}

/** The draft of one form for one user (a signed-out visitor is the device's anonymous user). */
export function draftStore(form: HelpForm, userId: string | null, storage?: KeyValueStore): DraftStore<Draft> {
  const user = userId ?? 'visitor';
  return keptDraft({
    form,
    user,
    parse: parseDraft,
    isEmpty: (draft) => Object.values(draft.values).every((v) => v.trim() === '') && draft.images.length === 0,
    legacyKeys: [`${helpConfig.legacyDraftKeyPrefix}:${form}:${user}`],
    ...(storage ? { storage } : {}),
  });
}
