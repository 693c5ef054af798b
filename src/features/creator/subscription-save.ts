import type { MessageDescriptor } from '@lingui/core';
import { CreatorStatusCode } from '@/api/contract/creator-codes';
import { creatorMessages as m } from './messages';

export type SaveOutcome = 'saved' | 'illegal_word' | 'price_unmodifiable' | 'beyond_limit' | 'failed';

/** The server's answer to a save, as the page names it (and tracks it). */
export function saveOutcomeOf(code: number | null): SaveOutcome {
  if (code === CreatorStatusCode.IllegalWord) return 'illegal_word';
  if (code === CreatorStatusCode.PriceUnmodifiable) return 'price_unmodifiable';
  if (code === CreatorStatusCode.SubscriptionBeyondLimit) return 'beyond_limit';
  return 'failed';
}

export const SAVE_MESSAGES: Record<SaveOutcome, MessageDescriptor> = {
  saved: m.saveSuccess,
  illegal_word: m.illegalWord,
  price_unmodifiable: m.priceUnmodifiable,
  beyond_limit: m.beyondLimit,
  failed: m.saveFail,
};

/** A price typed in a field: a whole number of gems, at least 1; null otherwise. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 ? n : null;
}
