/**
 * Values of the membership pages that the spec leaves open (listed in the README). The order-status
 * polling itself is config.polling.orderStatus in src/platform/config.ts.
 */
import type { MembershipTier } from '@machines/membership/types';

export const membershipConfig = {
  /** The native payment sheet stays open while the user pays: purchaseDiamond may take this long. */
  purchaseTimeoutMs: 10 * 60_000,
  /** A store price lookup that takes longer than this falls back to the server prices. */
  storePriceTimeoutMs: 3000,
  /** `entrance` sent with deep links and analytics when the URL names none. */
  defaultEntrance: 'h5_membership',
} as const;

/**
 * `to_vip_type` of the page URL and of the native membership deep link: 1 Standard, 2 Pro. The page
 * also accepts the tier names.
 */
export const VIP_TYPE_CODE: { readonly [T in MembershipTier]: number } = { standard: 1, pro: 2 };

export function tierFromVipType(value: string | undefined): MembershipTier | undefined {
  if (value === undefined) return undefined;
  const normalized = value.trim().toLowerCase();
  if (normalized === 'standard' || normalized === String(VIP_TYPE_CODE.standard)) return 'standard';
  if (normalized === 'pro' || normalized === String(VIP_TYPE_CODE.pro)) return 'pro';
  return undefined;
}
