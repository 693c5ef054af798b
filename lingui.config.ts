import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Catalogs live in locales/{locale}/messages.po; English is the source locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'es', 'pt', 'ja'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
