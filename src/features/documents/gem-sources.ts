import type { MessageDescriptor } from '@lingui/core';
import type { GemSource } from '@/api/contract/records';
import { m } from './messages';

// Every source the server writes has a label (the type says so); the campaigns' prizes are event rewards.
const SOURCES: Readonly<Record<GemSource, MessageDescriptor>> = {
  membership_daily: m.sourceMembershipDaily,
  membership_monthly: m.sourceMembershipMonthly,
  invitation: m.sourceInvitation,
  purchase: m.sourcePurchase,
  gift: m.sourceGift,
  event: m.sourceEvent,
  spin: m.sourceEvent,
  easter_egg: m.sourceEvent,
  summer: m.sourceEvent,
};

/** The label of a grant's source in the gems record; a source this page does not know yet is "Other". */
export const sourceLabel = (source: string): MessageDescriptor =>
  Object.hasOwn(SOURCES, source) ? SOURCES[source as GemSource] : m.sourceOther;
