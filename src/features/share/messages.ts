import { msg } from '@lingui/core/macro';

/**
 * Texts of the share pages that are not in SPEC §8 (those live in src/ui/messages.ts).
 * Translations: locales/pending/share.json until the catalogs are extracted.
 */
export const shareMessages = {
  playVoice: msg`Play voice`,
  pauseVoice: msg`Pause voice`,
  loadingVoice: msg`Loading voice`,
  reloadVoice: msg`Voice failed to load. Tap to reload`,
  continueChat: msg`Continue the chat in Talkie`,
  useTemplate: msg`Use this template in Talkie`,
  viewChatHistory: msg`View the chat history`,
  trendingPosts: msg`Trending posts`,
  gameCharacter: msg`Game`,
  /** Moderation, author's own view (README "Moderation visibility"). */
  underReview: msg`Under review: only you can see this post for now`,
  onlyYou: msg`Only you can see this post`,
} as const;
