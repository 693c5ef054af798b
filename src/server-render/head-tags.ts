import type { HeadMeta } from '@/kernel/page-head';

/** Text for HTML: element content and attribute values alike (quotes included). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Where each tag a link preview reads goes (`canonical` is the link): the order of every page's head. A
 * tag not listed follows them, in the order it was given.
 */
const ORDER = [
  'title',
  'description',
  'canonical',
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:locale',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
];

const keyOf = (tag: HeadMeta): string | undefined => (tag.title !== undefined ? 'title' : (tag.name ?? tag.property));

function tagHtml(tag: HeadMeta): string {
  if (tag.title !== undefined) return `<title>${escapeHtml(tag.title)}</title>`;
  const attr = tag.name !== undefined ? 'name' : 'property';
  return `<meta ${attr}="${escapeHtml(keyOf(tag) ?? '')}" content="${escapeHtml(tag.content ?? '')}" />`;
}

/**
 * The `<head>` tags of a page from its tags, the default ones first and the matched routes' after them: a
 * later tag of the same key (title, name or property) replaces an earlier one, as TanStack Router's own head
 * does. The canonical URL is the page's address without tracking parameters. Every value is escaped.
 */
export function headTags(tags: readonly HeadMeta[], canonicalUrl: string): string {
  const byKey = new Map<string, HeadMeta>();
  for (const tag of tags) {
    const key = keyOf(tag);
    if (key === undefined) continue;
    // Deleted first: a replaced tag takes its place among the unlisted ones by its last mention.
    byKey.delete(key);
    byKey.set(key, tag);
  }
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  const keys = [...byKey.keys(), 'canonical'].sort((a, b) => rank(a) - rank(b));
  return keys
    .map((key) =>
      key === 'canonical'
        ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`
        : tagHtml(byKey.get(key) as HeadMeta),
    )
    .join('\n    ');
}
