import { msg } from '@lingui/core/macro';
import type { CodeError } from '@machines/invitation/types';

/**
 * Texts of the invitation page. SPEC §8 texts ('Please log in to participate', 'Network Error',
 * 'Sorry, content loading failed~') come from src/ui/messages.ts. Translations:
 * the .po catalogs of locales/ (new texts arrive through locales/pending/).
 */
export const invitationMessages = {
  openAppToJoin: msg`Open Talkie to join`,

  // A friend's invitation link, before they can log in here.
  invitedBy: msg({ message: '{name} invited you to Talkie' }),
  invitedRewards: msg({
    message:
      'New to Talkie? Join with this code: you get {welcome, plural, one {# gem} other {# gems}} and {name} gets {invite, plural, one {# gem} other {# gems}}.',
  }),
  copyFailed: msg`Could not copy. Press and hold the code to copy it.`,

  yourCode: msg`Your invitation code`,
  copyCode: msg`Copy code`,
  copied: msg`Copied`,
  shareInvitation: msg`Invite friends`,
  invitedFriends: msg({ message: '{count, plural, one {# friend invited} other {# friends invited}}' }),
  perInvite: msg({
    message:
      '{gems, plural, one {Earn # gem for each friend who joins with your code} other {Earn # gems for each friend who joins with your code}}',
  }),
  shareTitle: msg`Join me on Talkie`,
  shareText: msg({ message: 'Use my invitation code {code} on Talkie and we both get gems.' }),
  linkCopied: msg`Invitation link copied`,
  shareInWechat: msg`Tap ··· in the top right corner to send your invitation`,
  shareFailed: msg`Sharing is not available. Copy your code instead.`,

  enterCodeTitle: msg`Got a code from a friend?`,
  enterCodeLabel: msg`Friend's invitation code`,
  enterCodeHint: msg`8 letters or digits`,
  submitCode: msg`Submit`,
  submitting: msg`Submitting…`,
  boundCode: msg({ message: 'You joined with the code {code}' }),

  rewardsTitle: msg`Your rewards`,
  rewardGems: msg({ message: '{gems, plural, one {# gem} other {# gems}}' }),
  rewardFromInvite: msg({ message: 'For inviting {name}' }),
  rewardWelcome: msg({ message: 'Welcome gift from {name}' }),
  receiveBy: msg({ message: 'Receive by {date}' }),
  receive: msg`Receive`,
  receiving: msg`Receiving…`,
  received: msg`Received`,
  invalidOrExpired: msg`Invalid or expired`,
  rewardReceivedNotice: msg`Received! The gems are in your account.`,
  rewardInvalidNotice: msg`This reward is invalid or expired`,
  noRewards: msg`No rewards yet. Invite friends to earn gems.`,
  /** The same text as the membership page's (one entry of the account catalog, which both areas share). */
  gemExpiry: msg({ message: 'Gems expire {days} days after they are granted.' }),
} as const;

/** Why a friend's code was refused, one text per reason. */
export const codeErrorMessages = {
  empty: msg`Please enter an invitation code`,
  malformed: msg`An invitation code is 8 letters or digits`,
  'own-code': msg`You can't use your own invitation code`,
  invalid: msg`This invitation code is invalid`,
  expired: msg`This invitation code has expired`,
  'already-bound': msg`You have already joined with an invitation code`,
  mutual: msg`This friend joined with your code, so you can't use theirs`,
  'too-many-attempts': msg`Too many wrong codes. Please try again later.`,
} as const satisfies Record<CodeError, unknown>;
