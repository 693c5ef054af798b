/**
 * Performance budgets, in one place. Sizes are gzip (level 9) bytes of the built JavaScript.
 * Each section belongs to one check: `client` to scripts/size-report.ts.
 */
export const budgets = {
  client: {
    /** JavaScript a first visit to the page below downloads before it renders: entry, its static imports, the route chunk(s). */
    firstVisitPath: '/share/chat',
    firstVisitRouteFile: 'src/routes/share/chat.tsx',
    /** The app awaits this language's catalog before its first render, so the first visit counts it. */
    firstVisitLocale: 'en',
    firstVisitJsGzipBytes: 130 * 1024,
    /** Each route file's own code-split chunk(s). */
    routeChunkGzipBytes: 15 * 1024,
    /** Modules that must never be in the entry or its static imports: catalogs and debug tools. */
    forbiddenInEntry: [
      { name: 'message catalogs', pattern: /(^|\/)locales\/[^/]+\/messages\.po(\?|$)/ },
      { name: 'debug console (eruda)', pattern: /(^|\/)node_modules\/eruda\// },
    ],
  },
} as const;

export type Budgets = typeof budgets;
