import type { I18n } from '@lingui/core';
import type { SpinPrize } from '@machines/spin-wheel/types';
import { campaignMessages, prizeNames, taskNames } from './messages';

/** A prize in the visitor's language: gems by their count, known items by name, others as the server names them. */
export function prizeText(i18n: I18n, prize: Pick<SpinPrize, 'prizeId' | 'kind' | 'amount' | 'name'>): string {
  if (prize.kind === 'gems') return i18n._({ ...campaignMessages.gems, values: { count: prize.amount } });
  const known = prizeNames[prize.prizeId];
  return known ? i18n._(known) : prize.name;
}

/** A summer task (or reward record) by its id, in the visitor's language; unknown ones as the server names them. */
export function taskText(i18n: I18n, taskId: string, fallback: string): string {
  const known = taskNames[taskId];
  return known ? i18n._(known) : fallback;
}
