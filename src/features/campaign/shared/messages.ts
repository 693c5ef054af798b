import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Texts of the campaign pages. SPEC §8 texts ('Failed, No spins added', 'The event is ended for now',
 * 'The event has ended', 'Network Error', 'Sorry, content loading failed~') come from src/ui/messages.ts.
 */
export const campaignMessages = {
  startsIn: msg`Starts in`,
  endsIn: msg`Ends in`,
  window: msg({ message: '{start} – {end}' }),
  remindMe: msg`Remind me`,
  reminderOn: msg`We will remind you when it starts`,
  reminderDenied: msg`Turn on notifications for Talkie to get a reminder`,
  openAppToJoin: msg`Open Talkie to join`,
  gems: msg({ message: '{count, plural, one {# gem} other {# gems}}' }),
  gemsExpire: msg({ message: 'Gems expire {days} days after they are granted.' }),
  expiresOn: msg({ message: 'Expires {date}' }),
  ok: msg`OK`,
};

export const spinMessages = {
  wheel: msg`Prize wheel`,
  grid: msg`Prize grid`,
  spin: msg`Spin`,
  draw: msg`Draw`,
  spinning: msg`Good luck…`,
  spinsLeft: msg({ message: '{count, plural, one {# spin left today} other {# spins left today}}' }),
  dailySpins: msg({ message: '{count, plural, one {# free spin every day} other {# free spins every day}}' }),
  noSpins: msg`No spins left today`,
  comeBackTomorrow: msg`New spins arrive tomorrow.`,
  watchAd: msg`Watch an ad for 1 more spin`,
  adsLeft: msg({ message: '{count, plural, one {# ad left today} other {# ads left today}}' }),
  watchingAd: msg`Playing the ad…`,
  checkingAd: msg`Checking your reward…`,
  spinsAdded: msg({ message: '{count, plural, one {# spin added} other {# spins added}}' }),
  youWon: msg({ message: 'You won {prize}!' }),
  noLuck: msg`No prize this time. Try again!`,
  lastResult: msg({ message: 'Last result: {prize}' }),
  myPrizes: msg`My prizes`,
  noPrizes: msg`No prizes yet. Spin to win!`,
  credited: msg`Added to your account`,
  fillDetails: msg`Send delivery details`,
  submitted: msg`Delivery details sent`,
  forfeited: msg`Forfeited: the deadline passed`,
  claimBy: msg({ message: 'Send your details by {date}' }),
  savePrizeCard: msg`Save prize card`,
  saved: msg`Saved to your photos`,
  saveFailed: msg`The picture could not be saved`,
};

export const prizeNames: Readonly<Record<string, MessageDescriptor>> = {
  prize_frame: msg`Summer avatar frame`,
  prize_bubble: msg`Chat bubble`,
  prize_plush: msg`Luna plush toy`,
  prize_none: msg`Thanks for playing`,
};

export const claimMessages = {
  title: msg`Where should we send your gift?`,
  recipientName: msg`Recipient name`,
  phone: msg`Phone number`,
  email: msg`Email`,
  discord: msg`Discord username (optional)`,
  address: msg`Mailing address`,
  send: msg`Send`,
  sending: msg`Sending…`,
  required: msg`Please fill this in`,
  phoneInvalid: msg`Enter a valid phone number`,
  emailInvalid: msg`Enter a valid email address`,
  discordInvalid: msg`Use 2–32 lowercase letters, digits, _ or .`,
  addressShort: msg`Enter the full mailing address`,
  tooLong: msg({ message: 'At most {max} characters' }),
  violation: msg`Content violates guidelines. Please re-enter.`,
  deadline: msg`Send your details within`,
  forfeitedTitle: msg`This gift has been forfeited`,
  forfeitedBody: msg({ message: 'The deadline to send delivery details was {date}.' }),
  sentTitle: msg`Thank you! Your details were sent`,
  sentBody: msg({ message: 'We will ship {prize} to this address:' }),
  noRecord: msg`There is no prize to claim here`,
  noRecordDetail: msg`Prizes to be sent to you appear under My prizes on the spin wheel, with a button to send your delivery details.`,
  toWheel: msg`Go to the spin wheel`,
  draftKept: msg`Your details are kept on this device until they are sent.`,
};

export const eggMessages = {
  hint: msg`Something is hiding on this page. Can you find it?`,
  found: msg({ message: 'You found the egg! {gems} added.' }),
  alreadyFound: msg`You already found this egg.`,
  nothingHere: msg`Nothing here. Keep looking!`,
  spot: msg({ message: 'Look behind stone {n}' }),
  /** A stone already looked behind (its name says so, as its look does). */
  spotEmpty: msg({ message: 'Stone {n}: nothing here' }),
  claiming: msg`Opening the egg…`,
};

export const summerMessages = {
  points: msg({ message: 'Your points: {points}' }),
  tasks: msg`Tasks`,
  claim: msg`Claim`,
  claimed: msg`Claimed`,
  claimedGems: msg({ message: 'Claimed! {gems} added.' }),
  inProgress: msg`In progress`,
  progress: msg({ message: '{progress}/{target}' }),
  rewards: msg`Rewards`,
  history: msg`Reward history`,
  historyEmpty: msg`No rewards yet`,
  historyEmptyDetail: msg`Gems you earn from summer tasks are listed here, with the date they expire.`,
  toSummer: msg`Go to the summer event`,
  collectionEmpty: msg`Nothing in this collection yet`,
  collectionEmptyDetail: msg`Items arrive here as you listen and chat during the summer event.`,
  fmCollection: msg`FM collection`,
  npcCollection: msg`Character collection`,
  collectedOf: msg({ message: '{collected} of {total} collected' }),
  collected: msg`Collected`,
  missing: msg`Not collected yet`,
  listen: msg`Listen in the app`,
  chat: msg`Chat in the app`,
  rank: msg`Ranking`,
  resetsIn: msg`Ranking closes in`,
  yourRank: msg`Your rank`,
  notRanked: msg`Not ranked yet`,
  showMore: msg`Show more`,
  score: msg({ message: '{score} pts' }),
  place: msg({ message: 'No. {rank}' }),
  openProfile: msg({ message: 'Open the profile of {name} in the app' }),
  previous: msg`Previous`,
  next: msg`Next`,
};

export const taskNames: Readonly<Record<string, MessageDescriptor>> = {
  task_spin_3: msg`Spin the wheel 3 times`,
  task_easter_egg: msg`Find the hidden egg`,
  task_collect_fm_3: msg`Collect 3 FM episodes`,
  task_collect_npc_3: msg`Collect 3 characters`,
  easter_egg: msg`Found the easter egg`,
};

export const ugMessages = {
  headline: msg`Invite friends, earn gems together`,
  body: msg`Invite a friend to Talkie: you get 100 gems, your friend gets 50.`,
  invite: msg`Invite friends`,
  openApp: msg`Open Talkie`,
  watchVideo: msg`Watch the video`,
  rules: msg`Event rules`,
  videoTitle: msg`See what Talkie can do`,
  videoFailed: msg`The video could not be played`,
  rule1: msg({ message: 'The event runs from {start} to {end} (your time).' }),
  rule2: msg`Each friend who joins with your invitation code and logs in with a phone number counts once.`,
  rule3: msg`You get 100 gems per friend, at most 5 a day; your friend gets 50 gems.`,
  rule4: msg`Gems expire 180 days after they are granted.`,
  rule5: msg`Accounts that cheat lose their rewards.`,
};
