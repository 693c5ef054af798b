/** Text for HTML: element content and attribute values alike (quotes included). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** At most `max` characters (whole code points), with an ellipsis when cut: previews show a line or two. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

export interface HeadPreview {
  readonly title: string;
  readonly description: string;
  /** The page's address without tracking parameters. */
  readonly canonicalUrl: string;
  readonly siteName: string;
  /** `article` for content, `website` for a page without it. */
  readonly type: 'article' | 'website';
  /** og:locale, e.g. en_US. */
  readonly locale: string;
  readonly image?:
    { readonly url: string; readonly width: number; readonly height: number; readonly alt: string } | undefined;
}

/**
 * The `<head>` tags a link preview reads (chat apps, social networks, search): title, description,
 * canonical URL, Open Graph and Twitter card. Every value is escaped.
 */
export function headTags(preview: HeadPreview): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.canonicalUrl)}" />`,
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.canonicalUrl),
    meta('property', 'og:locale', preview.locale),
  ];
  const image = preview.image;
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
    );
  }
  // A wide picture gets the large card; a square avatar the small one.
  tags.push(
    meta('name', 'twitter:card', image && image.width > image.height ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  return tags.join('\n    ');
}
