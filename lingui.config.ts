import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { AREA_CATALOGS as areaCatalogs } from './src/i18n/area-catalogs.ts';

// Area catalogs (src/i18n/area-catalogs.ts): each a list of folders of src/features, loaded by its routes.
const areaFolders = Object.values(areaCatalogs).flatMap((folders) =>
  folders.map((f) => `<rootDir>/src/features/${f}/**`),
);

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
