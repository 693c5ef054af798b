import * as v from 'valibot';
import type { MembershipTier } from '@machines/membership/types';
import { tierFromVipType } from './membership-config';

/**
 * Query parameters of /membership and /user/vip_benefit (the names of the native `membership` deep
 * link): `entrance` (where the visitor came from, for analytics and onward deep links) and
 * `to_vip_type` (1 or standard, 2 or pro: the tier tab to open). Anything malformed is dropped.
 */
export interface MembershipSearch {
  entrance?: string;
  to_vip_type?: MembershipTier;
}

const EntranceSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/));

export function parseMembershipSearch(search: Record<string, unknown>): MembershipSearch {
  const out: MembershipSearch = {};
  const entrance = v.safeParse(EntranceSchema, search.entrance);
  if (entrance.success) out.entrance = entrance.output;
  const raw = search.to_vip_type;
  const tier = tierFromVipType(typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined);
  if (tier) out.to_vip_type = tier;
  return out;
}
