import { msg } from '@lingui/core/macro';

/**
 * The user-facing messages of SPEC §2 (shared UI) and §8 (error catalogue), defined once so every page
 * shows the same translated text.
 */
export const uiMessages = {
  loading: msg({ id: 'ui.loading', message: '加载中...' }),
  networkError: msg`Network Error`,
  somethingWentWrong: msg`Oops, something went wrong`,
  noData: msg`No Data`,
  retry: msg`Retry`,
  back: msg`Back`,
  share: msg`Share`,
  pageException: msg`Page exception, please try again later`,
  pageNotFound: msg`Sorry, this page does not exist`,
} as const;

export const errorMessages = {
  networkError: msg`Network Error`,
  unknownError: msg`Oops, an unknown error occurred`,
  contentLoadingFailed: msg`Sorry, content loading failed~`,
  claimFailed: msg`Claim Failed. Try Later`,
  paymentCanceled: msg`Payment Canceled`,
  noSpinsAdded: msg`Failed, No spins added`,
  eventEndedForNow: msg`The event is ended for now`,
  eventEnded: msg`The event has ended`,
  imageMaterialExpired: msg`Too late, this image material has expired`,
  voiceExpired: msg`Too late, this voice has expired`,
  templateUnavailable: msg`Sorry, this template is no longer available`,
  videoGone: msg`The video is gone`,
  postNotVisible: msg`This post is not visible. Trending post have been recommended for you.`,
  userUnavailable: msg`This user account is unavailable`,
  exceedCreateLimit: msg`exceed create limit`,
  topicUnderReview: msg`Topic is under review. Please check back later.`,
  chatHistoryUnavailable: msg`Chat history is currently unavailable`,
  leaderboardEmpty: msg`No one is on the leaderboard yet`,
  plagiarismLinkInvalid: msg`The Talkie's link is not in the correct format`,
  emptyMessage: msg`Please input the content and send`,
  contentViolates: msg`Content violates guidelines. Please re-enter.`,
  loginToParticipate: msg`Please log in to participate`,
  tooManyNewAccounts: msg`Too many new accounts were made from this network. Please try again in an hour.`,
  maxPollingExceeded: msg`We could not confirm the result in time. Please check again later.`,
} as const;
