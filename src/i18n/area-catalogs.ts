/**
 * Area catalogs, in one place: pages a first visit does not need keep their messages in their own
 * catalog (locales/{locale}/<catalog>.po), loaded by their routes (`loadRouteCatalog`). Each area is a
 * list of folders of src/features. lingui.config.ts builds its catalogs from this list; the loaders
 * (route-catalogs.ts) find each catalog's files by its name.
 */
export const AREA_CATALOGS = {
  // membership and invitation
  account: ['membership', 'invitation'],
  // help center, feedback, appeals, reports, account deletion
  help: ['help'],
  // spin wheels, prize claims, easter egg, summer and user-growth pages
  campaign: ['campaign'],
  // rankings, supporters, star rank, achievements
  rank: ['rank'],
  // weekly report, creator subscriptions, clone flow, theme preview, series epilogue, topics
  creator: ['creator'],
  // legal text, guides, level docs, records and gems
  documents: ['documents'],
} as const;

export type RouteCatalog = keyof typeof AREA_CATALOGS;
