import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Achievement, StarTask } from '@/api/contract/rank';
import type { Board, Period } from './rank-search';

/**
 * Texts of the rankings, supporters, star rank and achievement pages. SPEC §8 texts ('leaderboard
 * empty', 'Network Error', 'Please log in to participate') come from src/ui/messages.ts.
 */
export const rankMessages = {
  boardsLabel: msg`Leaderboard`,
  periodsLabel: msg`Period`,
  resetsIn: msg`Resets in`,
  neverResets: msg`All-time ranking, never resets`,
  resetting: msg`Updating the leaderboard…`,
  rankLabel: msg({ message: 'Rank {rank}' }),
  byCreator: msg({ message: 'by {name}' }),
  heat: msg({ message: '{score, plural, one {# heat} other {# heat}}' }),
  gems: msg({ message: '{score, plural, one {# gem} other {# gems}}' }),
  chat: msg`Chat`,
  openCharacter: msg({ message: 'Open {name} in Talkie' }),
  openCreator: msg({ message: "Open {name}'s profile in Talkie" }),
  chatWith: msg({ message: 'Chat with {name} in Talkie' }),
  supporters: msg`Supporters`,
  supportersOf: msg({ message: 'Supporters of {name}' }),
  yourEntry: msg`Your best character`,
  notRanked: msg`Your characters are not on this leaderboard yet`,
  logInToSeeYours: msg`Log in in Talkie to see where your characters stand`,
  viewFullList: msg`View full list`,
  loadMore: msg`Load more`,
  loadingMore: msg`Loading…`,
  endOfList: msg({ message: 'That is the top {count}' }),
  loadMoreFailed: msg`Could not load more. Try again.`,
  openAppToSee: msg`Open Talkie to see the full list`,
  /** The detail's login prompt: a list to see, nothing to participate in. */
  logInToSeeList: msg`Log in to see the full leaderboard and your characters' rankings`,
  targetNotFound: msg`This character or creator could not be found`,
  chooseTarget: msg`Open supporters from a character or creator on the leaderboard`,
  noSupporters: msg`No supporters yet. Be the first to send gems!`,
  totalGems: msg({
    message:
      '{gems, plural, one {# gem from} other {# gems from}} {count, plural, one {# supporter} other {# supporters}}',
  }),
  /** The supporters' total and the period it counts, as the board's gem-elite figure of that period. */
  totalGemsIn: msg({ message: '{period}: {total}' }),
  starLevel: msg({ message: 'Star level {level}' }),
  stars: msg({ message: '{stars, plural, one {# star} other {# stars}}' }),
  starPlace: msg({ message: 'No. {rank} among all characters' }),
  nextLevel: msg({
    message: '{stars, plural, one {# more star to the next level} other {# more stars to the next level}}',
  }),
  topLevel: msg`Highest level reached`,
  sectionTasks: msg`Tasks`,
  sectionLevels: msg`Levels`,
  taskReward: msg({ message: '+{stars} ★' }),
  taskDone: msg`Done`,
  progress: msg({ message: '{current} / {target}' }),
  levelNeeds: msg({ message: 'Level {level}: {stars, plural, one {# star} other {# stars}}' }),
  currentLevel: msg`Current level`,
  openInApp: msg`Open character`,
  voiceCall: msg`Voice call`,
  unlocked: msg`Unlocked`,
  locked: msg`Locked`,
  unlockedOn: msg({ message: 'Unlocked on {date}' }),
  permanent: msg`Permanent`,
  limitedWindow: msg({ message: 'Limited: {from} – {until}' }),
  limitedEnded: msg({ message: 'Limited: ended on {until}' }),
  achievementsCount: msg({ message: '{unlocked} of {total} unlocked' }),
  noAchievements: msg`No achievements yet`,
  needCharacterAchievements: msg`No character chosen. Achievements belong to a character: open them from its page in Talkie, or find a character in the rankings.`,
  needCharacterStar: msg`No character chosen. A star rank belongs to a character: open it from its page in Talkie, or find a character in the rankings.`,
  seeRankings: msg`See the rankings`,
  openTalkie: msg`Open Talkie`,
} as const;

export const boardNames: Record<Board, MessageDescriptor> = {
  popular: msg`Popular`,
  gem_elite: msg`Gem Elite`,
};

/** The span a period's figures count, said in a sentence (the supporters' total). */
export const periodSpans: Record<Period, MessageDescriptor> = {
  daily: msg`Today`,
  weekly: msg`This week`,
  monthly: msg`This month`,
  champion: msg`All time`,
};

export const periodNames: Record<Period, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  champion: msg`Champion`,
};

export const taskNames: Record<StarTask['kind'], MessageDescriptor> = {
  chat_messages: msg`Receive chat messages`,
  voice_call_minutes: msg`Minutes of voice calls`,
  gems_received: msg`Gems received from fans`,
  new_followers: msg`New followers`,
  shares: msg`Times shared`,
};

export const achievementNames: Record<Achievement['kind'], { title: MessageDescriptor; detail: MessageDescriptor }> = {
  chats_1k: { title: msg`Chatterbox`, detail: msg`Have 1,000 chats with fans` },
  popular_top10: { title: msg`Crowd Favorite`, detail: msg`Reach the top 10 of a popular leaderboard` },
  gem_elite_champion: { title: msg`Gem Champion`, detail: msg`Be first on a gem-elite leaderboard` },
  voice_star: { title: msg`Voice Star`, detail: msg`Talk for 60 minutes in voice calls` },
  festival_2026: { title: msg`Festival Star 2026`, detail: msg`Receive 500 chats during the festival` },
  first_character: { title: msg`Creator`, detail: msg`Create your first character` },
  chat_streak_7: { title: msg`Loyal Friend`, detail: msg`Chat seven days in a row` },
  generous_supporter: { title: msg`Generous Supporter`, detail: msg`Send 1,000 gems to characters` },
  summer_event: { title: msg`Summer Explorer`, detail: msg`Join the summer event` },
  early_bird: { title: msg`Early Bird`, detail: msg`Joined Talkie in its first season` },
};
