import type { FormValues } from '@machines/submission/types';
import { createSafeStorage, type KeyValueStore } from '@/services/storage/safe-storage';
import { helpConfig, type HelpForm } from './help-config';

/** What a draft keeps: text values and uploaded image URLs (never files), and the attempt key. */
export interface Draft {
  readonly values: FormValues;
  readonly images: readonly string[];
  readonly attemptKey: string | null;
}

export interface DraftStore {
  load(): Draft | null;
  save(draft: Draft): void;
  clear(): void;
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** The draft of one form for one user (a signed-out visitor is the device's anonymous user). */
export function draftStore(form: HelpForm, userId: string | null, store: KeyValueStore = createSafeStorage()): DraftStore {
  const key = `${helpConfig.draftKeyPrefix}:${form}:${userId ?? 'visitor'}`;
  return {
    load() {
      try {
        const raw = JSON.parse(store.getItem(key) ?? 'null') as { values?: unknown; images?: unknown; attemptKey?: unknown } | null;
        if (!raw || !isStringRecord(raw.values)) return null;
        const images = Array.isArray(raw.images) ? raw.images.filter((u): u is string => typeof u === 'string') : [];
        return { values: raw.values, images, attemptKey: typeof raw.attemptKey === 'string' ? raw.attemptKey : null };
      } catch {
        return null;
      }
    },
    save(draft) {
      const empty = Object.values(draft.values).every((v) => v.trim() === '') && draft.images.length === 0;
      if (empty) store.removeItem(key);
      else store.setItem(key, JSON.stringify(draft));
    },
    clear: () => store.removeItem(key),
  };
}
