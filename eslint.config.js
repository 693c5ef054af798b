// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * One direction of imports between layers (README "Architecture"):
 * routes -> features -> kernel -> machines -> services -> platform; ui and api/contract are shared below pages.
 * Each layer lists what it must never import (by alias and by relative path).
 */
const layer = (names) =>
  names.flatMap((n) => [`@/${n}/*`, `@/${n}`, `**/src/${n}/*`, `../${n}/*`, `../../${n}/*`, `../../../${n}/*`]);
const ALWAYS = {
  paths: [{ name: 'crypto-js', message: "import only 'crypto-js/sha1'" }],
};
const forbid = (names, message, extra = []) => [
  'error',
  {
    ...ALWAYS,
    patterns: [{ group: [...layer(names), ...extra], message }],
  },
];

/**
 * The product areas, one folder each under src/features. An area never imports another, by alias or by
 * relative path (`../<b>/…` from the area's top, `../../<b>/…` from a subfolder such as share/calls):
 * what two areas need lives in src/kernel (DESIGN "The house").
 */
const AREAS = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherAreas = (area) =>
  AREAS.filter((b) => b !== area).flatMap((b) => [
    `@/features/${b}`,
    `@/features/${b}/*`,
    `**/features/${b}`,
    `**/features/${b}/*`,
    `../${b}`,
    `../${b}/*`,
    `../../${b}`,
    `../../${b}/*`,
  ]);
const areaZone = (area) => ({
  files: [`src/features/${area}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        ...ALWAYS,
        patterns: [
          {
            group: [...layer(['routes', 'app']), '**/server/*'],
            message: 'features never import routes or the app root',
          },
          { group: otherAreas(area), message: 'a product area never imports another; shared code lives in src/kernel' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.shot.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': ['error', ALWAYS],
    },
  },
  {
    files: ['src/platform/**', 'src/api/contract/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['services', 'ui', 'kernel', 'features', 'routes', 'app'],
        'platform and contract are the bottom layer',
        ['@machines/*', '**/machines/*', '**/server/*'],
      ),
    },
  },
  {
    files: ['src/services/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['ui', 'kernel', 'features', 'routes', 'app'],
        'services are adapters: no pages, UI or machines',
        ['@machines/*', '**/machines/*', '**/server/*'],
      ),
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['services', 'ui', 'kernel', 'features', 'routes', 'app'],
        'machines are pure: no React, no services (effects are provided)',
        ['react', 'react-dom', '@xstate/react', '**/server/*'],
      ),
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['kernel', 'features', 'routes', 'app'],
        'shared UI never imports the kernel, pages or the app root',
        ['**/server/*'],
      ),
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': forbid(['routes', 'app'], 'features never import routes or the app root', [
        '**/server/*',
      ]),
    },
  },
  // One zone per area: no routes, no app root, no other area.
  ...AREAS.map(areaZone),
  {
    // The kernel serves every area: it may import services, ui, platform, machines, api/contract and i18n.
    files: ['src/kernel/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['features', 'routes', 'app', 'server-render'],
        'the kernel never imports a product area, a route or the app root',
        ['**/server/*'],
      ),
    },
  },
  {
    // The server render renders every page alike: what a page shows in its head, or how its content came
    // out, comes from its route (`head`, loader data: kernel/page-head.ts), never from a product area.
    files: ['src/server-render/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['features', 'routes'],
        'the server render imports no product area or route: a page gives its head through its route',
        ['**/server/*'],
      ),
    },
  },
  {
    files: ['src/routes/**', 'src/app/**', 'src/*.tsx', 'src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...ALWAYS,
          patterns: [
            { group: ['**/server/*', '**/tests/*'], message: 'the web client never imports the server or tests' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'server/**', '*.config.ts', '*.config.js'],
    rules: { 'no-console': 'off' },
  },
  {
    // Import cycles and the arrows between the top-level folders. import-x/no-cycle skips type-only
    // imports; scripts/check-cycles.ts (run by `npm run lint` after ESLint) finds those too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: ['./scripts', './tests'],
              message: 'the server never imports scripts or tests',
            },
            { target: './scripts', from: './tests', message: 'scripts never import tests' },
            // The flow test framework (tests/flows) reads the machines; the machines never read it back.
            {
              target: './machines',
              from: ['./tests', './scripts', './server'],
              message: 'machines are product code: they never import tests, scripts or the server',
            },
            {
              target: './src',
              from: ['./server', './scripts', './tests'],
              message: 'the web client never imports the server, scripts or tests',
            },
          ],
        },
      ],
    },
  },
);
