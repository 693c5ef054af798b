import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PageName } from '../../../src/platform/route-catalog';

/**
 * English page titles, read from the source of src/ui/page-titles.ts. That module uses Lingui's `msg`
 * macro, which only runs inside the app's build, so the tests read its English literals instead.
 */
const source = readFileSync(fileURLToPath(new URL('../../../src/ui/page-titles.ts', import.meta.url)), 'utf8');
const titles = new Map<string, string>();
for (const match of source.matchAll(/^\s*(\w+):\s*msg\(\{ id: 'title\.\w+', message: '((?:[^'\\]|\\.)*)' \}\)/gm)) {
  const [, page, title] = match;
  if (page !== undefined && title !== undefined) titles.set(page, title.replace(/\\(.)/g, '$1'));
}

/** The English document and header title of a page; throws when the page has no title entry. */
export function englishPageTitle(page: PageName): string {
  const title = titles.get(page);
  if (title === undefined)
    throw new Error(`src/ui/page-titles.ts has no msg({ id, message }) title for page "${page}"`);
  return title;
}
