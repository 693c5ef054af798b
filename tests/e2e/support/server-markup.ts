/**
 * What the server-render specs look at in the browser: whether the app took the server's markup over
 * (hydrated it, not replaced it) and which data calls the page made after the HTML.
 */
import type { Page, Request } from '@playwright/test';

/** The calls every page makes whatever it shows: the login and its checks, the profile, analytics and reports. */
const SESSION_OR_REPORT =
  /\/weaver\/api\/v1\/(account\/login|account\/get_user_status|user\/get_user_profile|event\/report|client\/\w+_report)$/;

/** A call for the page's own data (not the login, not a report). */
export const isDataCall = (request: Request): boolean =>
  request.url().includes('/weaver/api/') && !SESSION_OR_REPORT.test(new URL(request.url()).pathname);

/** Marks the server's markup as the document arrives, so markup built anew by the browser shows. */
export async function markServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __serverPage: Element | null }).__serverPage = document.querySelector('[data-page]');
    });
  });
}

/** True once the element the server sent is still the one on screen and React has taken it over. */
export const keptServerMarkup = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const server = (window as unknown as { __serverPage: Element | null }).__serverPage;
    return (
      server !== null &&
      server.isConnected &&
      server === document.querySelector('[data-page]') &&
      Object.keys(server).some((key) => key.startsWith('__reactFiber$'))
    );
  });

/**
 * Opens a server-rendered page as a first visit: the HTML as it arrived, and the data calls the page
 * makes from then on (the ones the HTML should have spared it).
 */
export async function openServerRendered(page: Page, url: string) {
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    if (isDataCall(request)) dataCalls.push(new URL(request.url()).pathname);
  });
  await markServerMarkup(page);
  const answer = await page.goto(url);
  const html = (await answer?.text()) ?? '';
  return { answer, html, dataCalls };
}
