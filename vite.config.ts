import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { availableParallelism } from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localApiServer } from './server/vite-plugin.ts';
import { routePreload } from './scripts/vite/route-preload.ts';
import { pageSsr } from './scripts/vite/page-ssr.ts';
import { SSR_ENTRY, SSR_OUT_DIR } from './server/pages/page-render.ts';
import { precompressedAssets } from './scripts/vite/precompressed-assets.ts';
import { unreadableRequests } from './scripts/vite/unreadable-requests.ts';
import { documents } from './scripts/vite/documents.ts';
import { routeFacts } from './scripts/vite/route-facts.ts';
import { securityHeaders } from './scripts/vite/security-headers.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * A test's environment follows from its path, never from a list: tests/unit renders in happy-dom, except
 * tests/unit/build (the build's plugins run in Node) and files named `*.node.test.ts` (pure logic, tabs,
 * the local server); every other folder of tests/ runs in Node.
 */
const NODE_TESTS = 'tests/**/*.test.ts';
const DOM_TESTS = 'tests/unit/**/*.test.{ts,tsx}';
const NODE_IN_UNIT = ['tests/unit/build/**', 'tests/unit/**/*.node.test.ts'];
const isDomTest = (file: string): boolean =>
  /^tests\/unit\/.*\.test\.tsx?$/.test(file) &&
  !file.startsWith('tests/unit/build/') &&
  !file.endsWith('.node.test.ts');
/** The folders of tests/ other than tests/unit: never in the DOM project, even when TALKIE_TEST_INCLUDE names them. */
const NODE_FOLDERS = fs
  .readdirSync(r('./tests'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'unit')
  .map((entry) => `tests/${entry.name}/**`);
const testInclude = process.env.TALKIE_TEST_INCLUDE ? process.env.TALKIE_TEST_INCLUDE.split(',') : undefined;
const testExclude = [
  ...configDefaults.exclude,
  ...(process.env.TALKIE_TEST_EXCLUDE ? process.env.TALKIE_TEST_EXCLUDE.split(',') : []),
];
/** The files of tests/unit that need the DOM: what the Node project leaves to the other. */
function domUnitTests(): string[] {
  return fs
    .readdirSync(r('./tests/unit'), { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/unit/${file.split(path.sep).join('/')}`)
    .filter(isDomTest);
}

export default defineConfig(({ mode }) => ({
  plugins: [
    // Routes first: it code-splits route files before other transforms see them. A route's loader, page
    // and not-found state load as one chunk beside the boot chunk, which keeps only what matches a URL
    // (path, validateSearch, beforeLoad, staticData): loader and page then arrive in one request.
    mode === 'test'
      ? null
      : tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          codeSplittingOptions: {
            defaultBehavior: [['loader', 'component', 'notFoundComponent'], ['errorComponent'], ['pendingComponent']],
          },
          routesDirectory: r('./src/routes'),
          generatedRouteTree: r('./src/routeTree.gen.ts'),
        }),
    // Beside the route tree: the facts each route file declares in its staticData, as plain data for what
    // cannot import route files (page servers, scripts, end-to-end tests): src/routeFacts.gen.ts.
    mode === 'test' ? null : routeFacts(),
    // Lingui macros run through Babel, before the React plugin.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/(src|machines)\/.*\.[jt]sx?$/ }),
    react(),
    lingui(),
    // Documents (docs-content/<doc>/<locale>.md) compiled to data at build time: no parser in the page.
    documents(),
    // CSP (enforced in preview, report-only in dev), nosniff, referrer and permissions policies on every answer.
    mode === 'test' ? null : securityHeaders(),
    // Our pages for URLs the static server cannot read (broken percent-encoding, oversized requests).
    mode === 'test' ? null : unreadableRequests(),
    // The local Weaver API inside the dev and preview servers (one origin, one command).
    mode === 'test' ? null : localApiServer(),
    // Share pages rendered on the server (content and link previews in the HTML); the rest stays the SPA.
    mode === 'test' ? null : pageSsr(),
    routePreload(),
    // Brotli copies of the built assets, served by `vite preview` as production hosting would.
    mode === 'test' ? null : precompressedAssets(),
  ],
  resolve: {
    alias: {
      '@': r('./src'),
      '@machines': r('./machines'),
    },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The boot chunk is a folder rule: the entry and what it imports statically from the shell's
          // folders (app, kernel, ui, platform, i18n, the services and contract they call) and the
          // libraries of the first screen, in one chunk: one request (the first in index.html) and one
          // compression context instead of a dozen small shared chunks. `$initial` keeps out whatever
          // these folders load lazily (the auth flow, the open-app runtime, catalogs, the full host
          // parse): a dynamic import stays its own chunk.
          groups: [
            {
              name: 'boot',
              tags: ['$initial'],
              test: /\/src\/main\.tsx$|\/src\/(app|kernel|ui|platform|i18n|services|api\/contract)\/|node_modules\/(react|react-dom|scheduler|@tanstack|@lingui\/(core|react)|valibot|redaxios|use-sync-external-store)\//,
            },
            {
              // What every share page renders (scaffold, content states, conversation, open-app button
              // and download prompt), in one chunk beside the page's own (which keeps the page module,
              // its content call and its part of the contract): two requests instead of ten. The pages' head
              // (share-head.ts) is the server render's alone: loaded by the loaders there, never by a browser.
              name: 'share',
              test: /\/src\/features\/share\/(?!.*-page\.tsx|calls\/|post-visibility|trending-posts|share-head)|\/src\/kernel\/open-app\/(?!open-app-runtime|app-open-flow|browser-guide|deep-link-for|web-page-url)|\/src\/api\/contract\/(share-common|share-paths|codes|endpoint|endpoint-prefix)\.ts|\/src\/services\/api\/call-endpoint\.ts/,
            },
            {
              // The documents area's pages (documents, records, gems, image-creation guide) in one chunk
              // beside each route's own: fewer requests, and a shorter preload table in index.html.
              // Each document's text stays its own lazy chunk (import.meta.glob). Only the area's own
              // modules: what it imports from the kernel (the session gate) stays where its other pages find it.
              name: 'documents',
              test: /\/src\/features\/documents\//,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    modulePreload: { polyfill: false },
  },
  // `vite build` builds the app (client) and the share pages' server render (ssr, into dist/server).
  builder: {},
  environments: {
    ssr: {
      build: {
        ssr: r(`./${SSR_ENTRY}`),
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: false },
  test: {
    // TALKIE_TEST_EXCLUDE leaves files out of a run (scripts/mutation.ts: the machines' score without the docs check).
    exclude: testExclude,
    // A VM context per file inside long-lived worker threads: a file costs a context, not a new thread that loads its
    // environment (happy-dom and the setup) and the shared modules again. No test needs a process of its own
    // (better-sqlite3 loads in threads; each file opens its own in-memory database), and no test file may load
    // @playwright/test, which refuses a second load per process (the flows' hosts keep its device list in
    // user-agent-of.ts, which only the end-to-end runner loads).
    pool: 'vmThreads',
    // Vitest's default is one worker fewer than the cores (one on a 2-core machine, which leaves a core idle).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    // Node for the server, the machines, the flows, the build plugins and the pure logic; happy-dom for what renders
    // (see NODE_TESTS).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // TALKIE_TEST_INCLUDE narrows the suite for a benchmark (scripts/mutation.ts: machines by their own tests).
          include: testInclude ?? [NODE_TESTS],
          exclude: [...testExclude, ...domUnitTests()],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: testInclude ?? [DOM_TESTS],
          exclude: [...testExclude, ...NODE_IN_UNIT, ...NODE_FOLDERS],
          // Testing Library's matchers and clean-up: only where something renders.
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
    ],
  },
}));
