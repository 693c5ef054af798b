import { expect, type Page } from '@playwright/test';

/** Errors a page reported: uncaught exceptions and console messages of type "error". */
export interface PageProblems {
  /** Everything collected since the last clear(), oldest first. */
  list(): readonly string[];
  clear(): void;
}

/**
 * Starts collecting a page's uncaught exceptions (`pageerror`) and console errors, including the
 * browser's own "Failed to load resource" lines for 404s. Nothing is ignored.
 */
export function collectPageProblems(page: Page): PageProblems {
  const problems: string[] = [];
  page.on('pageerror', (error) => {
    problems.push(`page error: ${error.name}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.push(`console error: ${message.text()}${where ? ` (at ${where})` : ''}`);
  });
  return {
    list: () => [...problems],
    clear: () => {
      problems.length = 0;
    },
  };
}

/** Fails with every collected problem listed when the page threw or logged an error. */
export function expectNoProblems(problems: PageProblems, context = 'the page'): void {
  expect(problems.list(), `${context} threw or logged errors`).toEqual([]);
}
