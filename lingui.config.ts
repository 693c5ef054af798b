import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Area catalogs: pages a first visit does not need keep their messages in their own catalog, loaded by
 * their routes (`loadRouteCatalog` in src/i18n/route-catalogs.ts). Each area is a folder of src/features.
 */
const areaCatalogs = {
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

const areaFolders = Object.values(areaCatalogs).flatMap((folders) => folders.map((f) => `<rootDir>/src/features/${f}/**`));

// Catalogs live in locales/{locale}/<catalog>.po; English is the source locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'es', 'pt', 'ja'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The shell and the share pages: what a first visit needs, loaded at boot.
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*', ...areaFolders],
    },
    ...Object.entries(areaCatalogs).map(([name, folders]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: folders.map((f) => `<rootDir>/src/features/${f}`),
      exclude: ['**/*.test.*'],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
