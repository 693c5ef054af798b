import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Catalogs live in locales/{locale}/messages.po; English is the source locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'es', 'pt', 'ja'],
  fallbackLocales: { default: 'en' },
  // Two catalogs per locale: `messages` for the shell and the share pages (what a first visit needs),
  // `account` for the membership and invitation pages, loaded by their routes.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/features/membership/**', '<rootDir>/src/features/invitation/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/account',
      include: ['<rootDir>/src/features/membership', '<rootDir>/src/features/invitation'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
