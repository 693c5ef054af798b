import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer, renderedState, rootText } from './support/rendered-page';
import { SeedIds } from '../../server/seed/ids';
import { startListening, type TestApi } from './support';

/**
 * A page whose read fails while the server renders it: the HTML shows the page's error panel with its
 * Retry, and the state it hands the browser says the read failed, so the browser's first render shows
 * the same panel (hydration without a mismatch) instead of a loading frame. Such a page is not kept by
 * a shared cache: the next visitor gets a new render.
 */
let t: TestApi & { baseUrl: string };
beforeAll(async () => {
  t = await startListening();
});
afterAll(() => t.close());
afterEach(() => t.control.clearFaults());

const render = pageRenderer(() => t.baseUrl);

const pages: [url: string, apiPath: string][] = [
  [`/feedback_help/category/${SeedIds.help.category}`, '/weaver/api/v1/help/*'],
  [`/series/epilogue/${SeedIds.creator.series.finished}`, '/weaver/api/v1/*'],
  [`/share/memory/${SeedIds.memories.en}`, '/weaver/api/v1/share/*'],
];

describe('a read that fails on the server', () => {
  for (const kind of ['http_error', 'drop'] as const) {
    it.each(pages)(
      `%s (${kind}): the HTML shows the error panel with Retry, its state says the read failed`,
      async (url, path) => {
        await t.control.addFault({ path, kind, http_status: 500 });
        const { page, html } = await render(url);
        expect(html).toMatch(/data-testid="error-panel-(network|unknown)"/);
        expect(rootText(html)).toContain('Retry');
        expect(html).not.toContain('data-testid="loading"');
        const failed = renderedState(html).answers.filter((answer) => 'failure' in answer);
        expect(failed.length).toBeGreaterThan(0);
        expect(page.headers['Cache-Control']).toBe('no-store');
      },
    );
  }
});
