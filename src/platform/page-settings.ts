/**
 * Settings only lazily loaded parts read. They live apart from `config` (src/platform/config.ts, in the
 * boot chunk) because a boot-chunk module must carry every export another chunk imports from it: here
 * they load with the pages that use them.
 */
const env: Record<string, string | undefined> =
  typeof import.meta !== 'undefined' && import.meta.env ? (import.meta.env as Record<string, string | undefined>) : {};

/**
 * Drafts (src/kernel/drafts).
 * Drafts hold personal text (feedback, appeals, a prize's postal address) in local storage; on a shared
 * phone they must not stay there for good. They also end with their account: a refused refresh token
 * (sign-out), another account's sign-in and account deletion remove them at once.
 */
export const draftSettings = {
  /** A draft no one has touched for this many days is gone (read as none, and removed). */
  maxIdleDays: 7,
} as const;

/**
 * Where the app opens one of these pages (web-view deep link) when the page itself runs on a host the app
 * would refuse (a local or test host): the pages' public origin.
 */
export const webPageSettings = {
  webPageOrigin: env.VITE_WEB_PAGE_ORIGIN ?? 'https://h5.talkie-ai.com',
} as const;
