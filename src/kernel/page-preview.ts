import type { HeadMeta } from './page-head';

/**
 * The tags of a link preview (chat apps, social networks, search) from what a page says about itself: the
 * server render's default head and the heads of pages about one piece of content (the share pages) alike.
 */

/** og:site_name, and what a page without a title of its own is called. */
export const SITE_NAME = 'Talkie';

const OG_LOCALE: Readonly<Record<string, string>> = { en: 'en_US', zh: 'zh_CN', es: 'es_ES', pt: 'pt_BR', ja: 'ja_JP' };

/** og:locale of a language (en -> en_US); undefined for a language the app has no locale for. */
export const ogLocale = (language: string | undefined): string | undefined =>
  language === undefined ? undefined : OG_LOCALE[language];

/** At most `max` characters (whole code points), with an ellipsis when cut: previews show a line or two. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

export interface PreviewImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** What a preview says; a field left out is not said (the default head's stays). */
export interface PagePreview {
  readonly title?: string;
  readonly description?: string;
  /** `article` for content, `website` for a page without it. */
  readonly type?: 'article' | 'website';
  /** og:locale, e.g. en_US. */
  readonly locale?: string;
  /** The picture; null: none (the small card). */
  readonly image?: PreviewImage | null;
}

/** The head tags of `preview`: each value in every tag that states it (Open Graph and Twitter card alike). */
export function previewMeta(preview: PagePreview): HeadMeta[] {
  const meta: HeadMeta[] = [];
  const tag = (attr: 'name' | 'property', key: string, content: string) => meta.push({ [attr]: key, content });
  const { title, description, type, locale, image } = preview;
  if (title !== undefined) {
    meta.push({ title });
    tag('property', 'og:title', title);
    tag('name', 'twitter:title', title);
  }
  if (description !== undefined) {
    tag('name', 'description', description);
    tag('property', 'og:description', description);
    tag('name', 'twitter:description', description);
  }
  if (type !== undefined) tag('property', 'og:type', type);
  if (locale !== undefined) tag('property', 'og:locale', locale);
  // A wide picture gets the large card; a square avatar the small one.
  if (image !== undefined)
    tag('name', 'twitter:card', image && image.width > image.height ? 'summary_large_image' : 'summary');
  if (image) {
    tag('property', 'og:image', image.url);
    tag('property', 'og:image:width', String(image.width));
    tag('property', 'og:image:height', String(image.height));
    tag('property', 'og:image:alt', image.alt);
    tag('name', 'twitter:image', image.url);
    tag('name', 'twitter:image:alt', image.alt);
  }
  return meta;
}
