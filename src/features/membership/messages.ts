import { msg } from '@lingui/core/macro';

/**
 * Texts of the membership pages. SPEC §8 texts ('Claim Failed. Try Later', 'Payment Canceled', the
 * polling maximum) come from src/ui/messages.ts. Translations: locales/pending/membership.json until
 * the catalogs are extracted. Placeholders are ICU: `_(descriptor, { gems })`.
 */
export const membershipMessages = {
  // Member status
  notMember: msg`You are not a member yet`,
  standardMember: msg`Standard member`,
  proMember: msg`Pro member`,
  memberUntil: msg({ message: 'Valid until {date}' }),
  tiersLabel: msg`Membership tiers`,
  standard: msg`Standard`,
  pro: msg`Pro`,
  benefitsTitle: msg`Benefits`,

  // Plans: upgrade and renew happen in the app's membership page.
  subscribe: msg`Subscribe`,
  upgrade: msg`Upgrade`,
  renew: msg`Renew`,
  includedInPro: msg`Included in your Pro membership`,
  perMonth: msg({ message: '{price} / month' }),
  perYear: msg({ message: '{price} / year' }),
  storePriceNote: msg`Prices from your app store`,

  // Claims
  dailyClaimTitle: msg`Daily member gems`,
  monthlyClaimTitle: msg`Monthly member gems`,
  claimGems: msg({ message: '{gems, plural, one {+# gem} other {+# gems}}' }),
  claim: msg`Claim`,
  claiming: msg`Claiming…`,
  membersOnly: msg`For Standard and Pro members`,
  claimedGems: msg({ message: '{gems, plural, one {Claimed! # gem added} other {Claimed! # gems added}}' }),
  claimedToday: msg`Claimed today, come back tomorrow`,
  claimedThisMonth: msg`Claimed this month, come back next month`,
  openAppToClaim: msg`Open the Talkie app to claim your gems`,
  openAppToSubscribe: msg`Open the Talkie app to subscribe`,
  openAppToUpgrade: msg`Open the Talkie app to upgrade`,
  openAppToRenew: msg`Open the Talkie app to renew`,

  // Daily limited discount
  dealBadge: msg({ message: '-{percent}%' }),
  dealGems: msg({ message: '{gems, plural, one {# gem} other {# gems}}' }),
  dealEnds: msg`Today only`,
  wasPrice: msg({ message: 'Was {price}' }),
  buyFor: msg({ message: 'Buy for {price}' }),
  boughtToday: msg`Bought today, come back tomorrow`,
  availableAfterUpgrade: msg`Purchase available after upgrade`,
  appUpdateRequired: msg`Please update the app to purchase`,
  updateApp: msg`Update the app`,
  openAppToBuy: msg`Open the Talkie app to buy this offer`,
  paying: msg`Waiting for the payment…`,
  confirmingPayment: msg`Confirming your payment…`,
  purchased: msg({ message: '{gems, plural, one {Purchased! # gem added} other {Purchased! # gems added}}' }),
  receiptRefused: msg`We could not verify this purchase with the store, so nothing was added. If you were charged, contact support.`,
  buyAgain: msg`Buy again`,
  tryAgain: msg`Try again`,
  checkAgain: msg`Check again`,
  notNow: msg`Not now`,
  openTalkie: msg`Open Talkie`,

  gemExpiry: msg({ message: 'Gems expire {days} days after they are granted.' }),
} as const;
