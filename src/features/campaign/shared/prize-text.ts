import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SpinPrize } from '@machines/spin-wheel/types';
import { campaignMessages, prizeNames, taskNames } from './messages';

/** Translates a descriptor built elsewhere (the extractor reads the messages where they are defined). */
const translate = (i18n: I18n, descriptor: MessageDescriptor): string => i18n._(descriptor);

/** A prize in the visitor's language: gems by their count, known items by name, others as the server names them. */
export function prizeText(i18n: I18n, prize: Pick<SpinPrize, 'prizeId' | 'kind' | 'amount' | 'name'>): string {
  if (prize.kind === 'gems') return translate(i18n, { ...campaignMessages.gems, values: { count: prize.amount } });
  const known = prizeNames[prize.prizeId];
  return known ? translate(i18n, known) : prize.name;
}

/** A summer task (or reward record) by its id, in the visitor's language; unknown ones as the server names them. */
export function taskText(i18n: I18n, taskId: string, fallback: string): string {
  const known = taskNames[taskId];
  return known ? translate(i18n, known) : fallback;
}
