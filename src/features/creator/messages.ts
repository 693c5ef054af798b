import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CloneNotice, DraftProblem } from '@machines/clone/types';
import type { WeeklyCountKey } from '@/api/contract/creator';

/**
 * Texts of the creator pages (locales/{locale}/creator.po). SPEC §8 texts kept word for word:
 * 'exceed create limit', 'Topic is under review. Please check back later.', 'Content violates
 * guidelines. Please re-enter.'; the spec leaves save success, save fail, illegal word, price
 * unmodifiable and beyond limit empty, so they are written here.
 */
export const creatorMessages = {
  // Shared
  logIn: msg`Log in`,
  loggingIn: msg`Logging in…`,
  openApp: msg`Open Talkie`,
  notCreatorTitle: msg`For creators only`,
  notCreatorText: msg`This page shows a creator's own numbers and settings. Create a character in Talkie to become a creator.`,
  createInApp: msg`Create a character`,
  noticeClose: msg`Close`,

  // Weekly report
  weekOf: msg({ message: 'Week of {start} – {end}' }),
  vsLastWeek: msg({ message: 'Last week: {count}' }),
  up: msg({ message: 'Up {percent}%' }),
  down: msg({ message: 'Down {percent}%' }),
  same: msg`Same as last week`,
  newThisWeek: msg`New this week`,
  chartTitle: msg`Daily views this week`,
  chartSummary: msg({ message: 'Daily views from {first} to {last}, highest {max}.' }),
  createTitle: msg`Create this week`,
  createLeft: msg({
    message: '{left, plural, one {# character left to create this week} other {# characters left to create this week}}',
  }),
  createButton: msg`Create`,
  exceedCreateLimit: msg`exceed create limit`,

  // Subscription management
  subscriptionTitle: msg`Creator subscription`,
  subscribers: msg({ message: '{count, plural, one {# subscriber} other {# subscribers}}' }),
  tabSettings: msg`Benefit settings`,
  tabPlanning: msg`Planning list`,
  tabUnconfirmed: msg`Unconfirmed`,
  tabGuardian: msg`Star guardian`,
  benefitsLabel: msg`What subscribers get`,
  benefitsHint: msg({ message: 'Up to {max} characters' }),
  levelsTitle: msg`Price levels`,
  levelsHint: msg({ message: 'Up to {count} levels, at most {max} gems each. A price cannot be changed once saved.' }),
  levelName: msg({ message: 'Level {level}' }),
  levelPrice: msg({ message: 'Price of level {level} (gems)' }),
  gems: msg({ message: '{count, plural, one {# gem} other {# gems}}' }),
  priceLocked: msg`Set`,
  addLevel: msg`Add a level`,
  removeLevel: msg`Remove`,
  save: msg`Save`,
  saving: msg`Saving…`,
  saveSuccess: msg`Saved. Your subscribers see the new settings now.`,
  saveFail: msg`Could not save. Check your connection and try again.`,
  illegalWord: msg`Your text contains a word that is not allowed. Please change it.`,
  priceUnmodifiable: msg`A price level cannot be changed once it is set.`,
  beyondLimit: msg`That is beyond the limit for price levels.`,
  priceInvalid: msg`Enter a whole number of gems.`,
  planningEmpty: msg`Nothing planned yet.`,
  due: msg({ message: 'Due {date}' }),
  unconfirmedEmpty: msg`No subscriptions are waiting for confirmation.`,
  unconfirmedItem: msg({ message: '{name} asked for level {level}' }),
  guardianIntro: msg`Star guardians support your characters with a guardian pass.`,
  guardians: msg({ message: '{count, plural, one {# guardian} other {# guardians}}' }),
  openPass: msg`Guardian pass`,
  managePass: msg`Manage personalities`,
  subscribed: msg({ message: 'You are subscribed to {name} (level {level}).' }),
  notSubscribed: msg({ message: 'You are not subscribed to {name} yet.' }),
  subscribeInApp: msg`Subscribe in Talkie`,

  // Clone
  cloneTitle: msg`Create your AI clone`,
  /** The clone pages' login prompt: what logging in gives there. */
  logInToClone: msg`Log in to create your own character clone`,
  cloneIntro: msg`Make a character that talks like you. Give it a name, a personality and a greeting; friends can chat with it in Talkie.`,
  start: msg`Start`,
  nameLabel: msg`Name`,
  nameCount: msg({ message: '{count} / {max}' }),
  nameHint: msg`A Chinese character counts as 2.`,
  /** The name's too-long error where the note on Chinese characters would not help. */
  nameTooLongPlain: msg`The name is too long: at most {max} characters`,
  personaLabel: msg`Personality`,
  greetingLabel: msg`Greeting`,
  imagesLabel: msg`Pictures`,
  addImage: msg`Add a picture`,
  uploading: msg`Uploading…`,
  removeImage: msg`Remove picture`,
  imageRefused: msg`Only JPEG, PNG, WebP or GIF pictures. HEIC photos are not supported: choose another or take a screenshot.`,
  imageTooLarge: msg`This picture is too large.`,
  uploadFailed: msg`The picture could not be uploaded. Try again.`,
  uploadQuota: msg`You have added many pictures today. Please try again tomorrow.`,
  next: msg`Next`,
  summaryTitle: msg`Check your clone`,
  edit: msg`Edit`,
  create: msg`Create`,
  creating: msg`Creating…`,
  created: msg({ message: '{name} is ready!' }),
  share: msg`Share`,
  saveCard: msg`Save card`,
  shareNotice: msg`Shared`,
  shareFailed: msg`Sharing failed. Try again.`,
  saved: msg`Card saved`,
  saveFailed: msg`The card could not be saved.`,
  updateApp: msg`Update Talkie to share your clone`,
  updateNow: msg`Update`,
  linkCopied: msg`Link copied`,
  violation: msg`Content violates guidelines. Please re-enter.`,
  picturesRefused: msg`A picture is no longer available. Remove it and add it again.`,
  /** The create failed (network): what was written is kept, and Retry never makes a second clone. */
  createFailed: msg`Nothing you wrote was lost; tap Retry. If your character was already made, Retry will not make a second one.`,
  chatWithClone: msg`Chat in Talkie`,

  // Theme preview
  themeFree: msg`Free`,
  applyInApp: msg`Apply in Talkie`,
  getInApp: msg`Get it in Talkie`,
  themeNotFound: msg`This theme is no longer available.`,
  themeMissing: msg`No theme chosen. Open a theme's preview from the theme list in Talkie.`,
  themeNextStep: msg`Browse the themes that are available in Talkie.`,

  // Series epilogue
  epilogue: msg`Epilogue`,
  characters: msg`Characters`,
  seriesNotFinished: msg`This story is not finished yet. The epilogue appears when the last chapter is out.`,
  seriesNotFound: msg`This story could not be found.`,
  chatInApp: msg`Chat`,
  memoryInApp: msg`Open the memory`,

  // Topic
  topicUnderReview: msg`Topic is under review. Please check back later.`,
  topicNotFound: msg`This topic does not exist.`,
  topicNextStep: msg`Find topics people are talking about in Talkie.`,
  posts: msg({ message: '{count, plural, one {# post} other {# posts}}' }),
  noPosts: msg`No posts in this topic yet.`,
  likes: msg({ message: '{count, plural, one {# like} other {# likes}}' }),
} as const;

/** The SPEC §3 weekly counts, in the spec's order. */
export const countLabels: Record<WeeklyCountKey, MessageDescriptor> = {
  see_count: msg`Views`,
  chat_cid_ucnt: msg`Chatting users`,
  total_msg_num: msg`Messages`,
  comment_cnt: msg`Comments`,
  total_new_followers: msg`New followers`,
  earn_coin_amount: msg`Coins earned`,
  npc_create_num: msg`Characters created`,
  create_card_nums: msg`Cards`,
  pics_cnt: msg`Pictures`,
  enter_personal_page_cnt: msg`Profile visits`,
  sub_ucnt: msg`Subscribers`,
};

export const draftProblemMessages: Record<DraftProblem, MessageDescriptor> = {
  'name-empty': msg`Please enter a name`,
  'name-too-long': msg({ message: 'The name is too long: at most {max} (a Chinese character counts 2)' }),
  'persona-empty': msg`Please describe the personality`,
  'greeting-empty': msg`Please write a greeting`,
};

export const cloneNoticeMessages: Record<CloneNotice, MessageDescriptor> = {
  shared: creatorMessages.shareNotice,
  'share-failed': creatorMessages.shareFailed,
  saved: creatorMessages.saved,
  'save-failed': creatorMessages.saveFailed,
};
