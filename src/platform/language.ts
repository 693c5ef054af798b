import { BRAND, BRANDS, type Brand, type Locale } from './brand';

export const ALL_LOCALES: readonly Locale[] = ['en', 'zh', 'es', 'pt', 'ja'];

/** Maps a BCP 47 tag such as "pt-BR" or "zh-Hans-CN" to one of our locales, or null. */
export function normalizeLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (ALL_LOCALES as readonly string[]).includes(primary ?? '') ? (primary as Locale) : null;
}

/**
 * SPEC §9: the chosen language is used if the brand supports it, else the brand's fallback.
 * `preferred` is tried in order (native client language first, then the browser's list).
 */
export function chooseLocale(preferred: readonly (string | null | undefined)[], brand: Brand = BRAND): Locale {
  const info = BRANDS[brand];
  for (const tag of preferred) {
    const locale = normalizeLocale(tag);
    if (locale && info.locales.includes(locale)) return locale;
  }
  return info.fallbackLocale;
}

/**
 * Test hook: outside production, an end-to-end init script may set `window.__talkieTestLocale` to any
 * of ALL_LOCALES, and a page the client renders itself starts in that language even when this brand
 * does not offer it (the UI guards check zh, the xingye brand's language, on this talkie build).
 */
export const TEST_LOCALE_HOOK = '__talkieTestLocale';

export function testLocale(win: object, environment: 'test' | 'local' | 'production'): Locale | null {
  if (environment === 'production') return null;
  const value = (win as Record<string, unknown>)[TEST_LOCALE_HOOK];
  return typeof value === 'string' && (ALL_LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}
