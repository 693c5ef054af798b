import type { CloneDraft, DraftProblem } from '@machines/clone/types';
import { CLONE_NAME_LIMIT } from '@/api/contract/creator';
import { countLength } from '@/api/contract/text-length';
import { draftStore, type DraftStore } from '@/kernel/drafts';
import type { KeyValueStore } from '@/services/storage/safe-storage';
import { creatorConfig } from './creator-config';

export const EMPTY_DRAFT: CloneDraft = { name: '', persona: '', greeting: '', imageUrls: [] };

/** The page's check of the form (SPEC §5: a name up to 25, a Chinese character counting 2). */
export function draftProblem(draft: CloneDraft): DraftProblem | null {
  const name = draft.name.trim();
  if (name === '') return 'name-empty';
  if (countLength(name) > CLONE_NAME_LIMIT) return 'name-too-long';
  if (draft.persona.trim() === '') return 'persona-empty';
  if (draft.greeting.trim() === '') return 'greeting-empty';
  return null;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function parseDraft(stored: unknown): CloneDraft | null {
  const d = stored as Record<string, unknown> | null;
  if (
    !d ||
    typeof d.name !== 'string' ||
    typeof d.persona !== 'string' ||
    typeof d.greeting !== 'string' ||
    !isStrings(d.imageUrls)
  )
    return null;
  return {
    name: d.name,
    persona: d.persona,
    greeting: d.greeting,
    imageUrls: d.imageUrls.slice(0, creatorConfig.maxImages),
  };
}

/**
 * The clone form's draft for this user (never files: uploaded picture URLs only). Storage that is
 * blocked or full keeps it in memory for the visit: the form still holds the text.
 */
export function cloneDrafts(userId: string, storage?: KeyValueStore): DraftStore<CloneDraft> {
  return draftStore({
    form: 'clone',
    user: userId,
    parse: parseDraft,
    legacyKeys: [`${creatorConfig.legacyDraftKeyPrefix}${userId}`],
    ...(storage ? { storage } : {}),
  });
}
