/**
 * The server render as `curl` sees it, for the page-render tests: one page rendered into the built
 * document, and what a reader or a crawler finds in it (its text, its title, the answers it carries).
 */
import { readFileSync } from 'node:fs';
import { renderPageDocument, renderPage, type PageRenderRequest } from '../../../src/entry-server';

export const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
/** The Talkie app's webview on that phone. */
export const TALKIE_APP = `${ANDROID} Talkie/2.30.0`;
export const ORIGIN = 'https://h5.talkie.example';
const TEMPLATE = readFileSync('index.html', 'utf8');

/**
 * Renders pages against the API at `apiBaseUrl()` (read at each render: the test server starts in
 * beforeAll). A budget no busy test machine misses: what is measured is what the HTML carries.
 */
export function pageRenderer(apiBaseUrl: () => string, userAgent: string = ANDROID) {
  return async function render(url: string, extra: Partial<PageRenderRequest> = {}) {
    const page = await renderPage({
      url,
      origin: ORIGIN,
      userAgent,
      acceptLanguage: 'en-US,en;q=0.9',
      apiBaseUrl: apiBaseUrl(),
      budgetMs: 5000,
      ...extra,
    });
    if (!page) throw new Error(`${url} was not rendered`);
    return { page, html: renderPageDocument(TEMPLATE, page) };
  };
}

export const decode = (text: string): string =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#38;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The text of the page's markup, as a reader without JavaScript sees it. */
export const rootText = (html: string): string =>
  decode(
    (/<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

export const titleOf = (html: string): string => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** The answers the page carries for the browser, and the visitor it was rendered for. */
export const renderedState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="tk-rendered-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
    answers: { key: string; data?: unknown }[];
    session?: { userId: string; isAnonymous: boolean };
  };

export const answerKeys = (html: string): string[] => renderedState(html).answers.map((a) => a.key);
