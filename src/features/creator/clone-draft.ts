import type { CloneDraft, DraftProblem } from '@machines/clone/types';
import { CLONE_NAME_LIMIT } from '@/api/contract/creator';
import { countLength } from '@/api/contract/text-length';
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

const keyOf = (userId: string) => `${creatorConfig.draftKeyPrefix}${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, some webviews): the draft lives as long as the page
  }
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The draft kept for this user (never files: uploaded picture URLs only), or null. */
export function readDraft(userId: string): CloneDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(userId));
    if (!raw) return null;
    const d = JSON.parse(raw) as Record<string, unknown>;
    if (typeof d.name !== 'string' || typeof d.persona !== 'string' || typeof d.greeting !== 'string' || !isStrings(d.imageUrls)) return null;
    return { name: d.name, persona: d.persona, greeting: d.greeting, imageUrls: d.imageUrls.slice(0, creatorConfig.maxImages) };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, draft: CloneDraft): void {
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // full or blocked: the form still holds the text
  }
}

export function clearDraft(userId: string): void {
  try {
    storage()?.removeItem(keyOf(userId));
  } catch {
    // nothing kept
  }
}
