import { expect, type Page, type Response } from '@playwright/test';

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

/**
 * As expectNoProblems, for a page the server answered with 404 (its not-found page, rendered on the
 * server): the browser's own line for that answer is expected, and only that one.
 */
export function expectNoProblemsBesidesNotFound(
  problems: PageProblems,
  answer: Response | null,
  context = 'the page',
): void {
  const ownAnswer =
    answer && answer.status() === 404
      ? `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (at ${answer.url()})`
      : null;
  expect(
    problems.list().filter((line) => line !== ownAnswer),
    `${context} threw or logged errors`,
  ).toEqual([]);
}
