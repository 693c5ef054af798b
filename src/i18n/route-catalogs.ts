import { i18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '@/platform/brand';
import { pageLocale } from './i18n';

import type { RouteCatalog } from './area-catalogs';

/**
 * Catalogs of page areas that a first visit does not need (area-catalogs.ts): each route loads its
 * area's catalog in its loader, in the page's language only. This module is imported by route files,
 * so the map below stays out of the boot chunk.
 */

// One lazy chunk per area catalog and locale (compiled by the Lingui Vite plugin): every catalog but
// the boot one (messages.po, loaded by i18n.ts).
const catalogModules = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/*.po',
  '!../../locales/*/messages.po',
]);

function loaderFor(catalog: RouteCatalog, locale: Locale): (() => Promise<{ messages: Messages }>) | undefined {
  return catalogModules[`../../locales/${locale}/${catalog}.po`];
}

/** Loads one area's catalog for the page's language (once boot has chosen it) and merges it in. */
export async function loadRouteCatalog(catalog: RouteCatalog): Promise<void> {
  const locale = await pageLocale();
  const loader = loaderFor(catalog, locale);
  if (!loader) return;
  const { messages } = await loader();
  i18n.load(locale, messages);
}

/** The membership and invitation pages' messages (locales/{locale}/account.po). */
export function loadAccountCatalog(): Promise<void> {
  return loadRouteCatalog('account');
}

/** Every area's catalog in `locale`, into one visitor's i18n (the server render: a page's loader then needs none). */
export async function loadAllRouteCatalogs(into: I18n, locale: Locale): Promise<void> {
  const catalogs = await Promise.all(
    Object.entries(catalogModules)
      .filter(([path]) => path.startsWith(`../../locales/${locale}/`))
      .map(([, load]) => load()),
  );
  for (const { messages } of catalogs) into.load(locale, messages);
}
