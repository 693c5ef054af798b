/**
 * Performance budgets, in one place. Sizes are gzip (level 9) bytes of the built JavaScript.
 * Each section belongs to one check: `client` to scripts/size-report.ts, `lighthouse` to scripts/lighthouse.ts,
 * `server` to scripts/bench-server.ts, `render` to scripts/bench-render.ts, `mutation` to scripts/mutation.ts, `spin`
 * to scripts/bench-spin.ts.
 */
import { DEFAULT_STORE_SANDBOX_KEY } from '../server/services/store-sandbox';
import { MARKUP_CONVERTER_SIGNATURE } from './lib/document-markup';

export const budgets = {
  client: {
    /**
     * JavaScript a first visit to the page below downloads before it renders: entry, its static imports, the route
     * chunk(s).
     */
    firstVisitPath: '/share/chat',
    firstVisitRouteFile: 'src/routes/share/chat.tsx',
    /** The app awaits this language's catalog before its first render, so the first visit counts it. */
    firstVisitLocale: 'en',
    /**
     * Every page is rendered on the server, so its first paint waits for no script; what a person feels of
     * this JavaScript is held by the Lighthouse budgets below (LCP beside the static copy, TBT).
     */
    firstVisitJsGzipBytes: 135 * 1024,
    /** Each route file's own code-split chunk(s). */
    routeChunkGzipBytes: 15 * 1024,
    /** Modules that must never be in the entry or its static imports: catalogs and debug tools. */
    forbiddenInEntry: [
      { name: 'message catalogs', pattern: /(^|\/)locales\/[^/]+\/[^/]+\.po(\?|$)/ },
      { name: 'debug console (eruda)', pattern: /(^|\/)node_modules\/eruda\// },
      { name: 'simulated native shell', pattern: /(^|\/)src\/services\/bridge\/simulated-shell\.ts$/ },
    ],
    /**
     * Text no built file may contain: the sandbox store's receipt-signing key. (The simulated native
     * shell itself is built, in the debug chunk that only `?debug=true` outside production loads; it is
     * never given the key there, so purchases through it are refused.)
     */
    forbiddenInBuild: [
      { name: 'sandbox store key', text: DEFAULT_STORE_SANDBOX_KEY },
      // Documents are compiled at build time: the converter's own text never reaches the page.
      { name: 'document markup converter', text: MARKUP_CONVERTER_SIGNATURE },
    ],
    /** Modules that must never be in any chunk: a Markdown parser (ours runs at build time only, or any package). */
    forbiddenInAnyChunk: [
      { name: 'document markup converter', pattern: /(^|\/)scripts\/lib\/document-markup\.ts$/ },
      {
        name: 'Markdown parser package',
        pattern:
          /(^|\/)node_modules\/(marked|markdown-it|micromark[^/]*|remark[^/]*|mdast[^/]*|showdown|commonmark|snarkdown|unified)\//,
      },
    ],
  },
  /** scripts/lighthouse.ts: the server-rendered pages against a static copy of themselves. */
  lighthouse: {
    /**
     * LCP of every audited server-rendered page at most this many times its static copy's (same HTML and CSS,
     * no scripts): what the app's JavaScript costs the first paint beyond its HTML.
     */
    lcpRatio: 1.05,
  },
  server: {
    /** From starting `tsx server/main.ts` to its first signed answer on loopback. */
    coldStartMs: 1000,
    /** event/report calls answered per second (each a batch of `eventsPerReport`), on loopback, 2 cores. */
    eventReportsPerSecond: 1000,
    eventsPerReport: 5,
    /** Reported, not budgeted: account/login (anonymous, a new device each time) per second. */
    loginsPerSecond: null,
    /** Length of each load run, and concurrent connections. */
    runSeconds: 5,
    connections: 10,
  },
  /**
   * scripts/bench-render.ts: the production page server (one Node process) under 50 connections on loopback.
   * Floors for the 2-core development machine, where the API, the edge proxy and the load generator share
   * its cores. Measured there: 45–88 fresh renders/s with p99 1.9–5.9 s, 1,900–7,200/s from the edge,
   * 3,700–5,500/s index.html (the low ends with other work running, load average 5); the floors sit about
   * 30 % under the low ends, so a busy machine passes and a render that got slower does not.
   */
  render: {
    /** /static/privacy and /tag/1001 rendered on every request (brotli-compressed, the topic read from the API). */
    freshRendersPerSecond: 30,
    /** Queued behind 49 other renders on one core: the tail a visitor waits when no CDN is in front. */
    freshP99Ms: 8000,
    /** The same pages from a warm edge cache (scripts/lib/edge-cache.ts), and the share of hits in that run. */
    cachedPerSecond: 1300,
    minHitRatio: 0.99,
    /**
     * /membership with an anonymous visitor's auth cookie: the user check, then the status and the plans
     * from the API, rendered for that visitor (measured: see the README's "Server-rendered pages").
     */
    personalRendersPerSecond: 20,
    /** A page the browser renders: index.html, the baseline. */
    browserPagePerSecond: 2500,
    runSeconds: 8,
    connections: 50,
  },
  spin: {
    /**
     * The spin wheel's frame rate while it turns, worst of the runs, on a CPU slowed this many times (DevTools
     * emulation).
     */
    cpuSlowdown: 4,
    minFps: 55,
    runs: 3,
    /** How long the same page is watched idle first, for the machine's ceiling under the same slowdown. */
    idleMs: 4000,
  },
  mutation: {
    /**
     * Lowest mutation score (killed + timed out, over all mutants that ran or had no test), in percent.
     * machines/: the flows are the product's behaviour, each transition is spelled out in a path test; measured by
     * tests/machines without the docs check (flow-docs.test.ts), which kills mutants without checking behaviour.
     * src/services/ and server/: adapters and the local API, where some mutants only change log text
     * or defaults a caller never sees (marked as equivalent: docs/mutation-testing.md); 80 leaves that room.
     */
    minScore: {
      machines: 85,
      'src/services': 80,
      server: 80,
      overall: 80,
    },
  },
} as const;

export type Budgets = typeof budgets;
