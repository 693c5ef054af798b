import { ROUTE_FACTS } from '../../../src/routeFacts.gen';
import type { PageName } from '../../../src/platform/route-catalog';

/**
 * English page titles, as the route files declare them (`staticData.title`, a Lingui `msg` that only runs
 * inside the app's build): read from their plain-data copy, src/routeFacts.gen.ts.
 */
const titles = new Map<string, string>(
  ROUTE_FACTS.flatMap((route) => route.pages.map((entry) => [entry.page, entry.title.message])),
);

/** The English document and header title of a page; throws when the page has no title. */
export function englishPageTitle(page: PageName): string {
  const title = titles.get(page);
  if (title === undefined) throw new Error(`no route file declares a title for page "${page}"`);
  return title;
}
