import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@/platform/brand';

/** Catalogs are compiled from locales/{locale}/messages.po by the Lingui Vite plugin and loaded lazily. */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  ja: () => import('../../locales/ja/messages.po'),
};

let activation: Promise<Locale> | null = null;
let firstActivated: (locale: Locale) => void = () => undefined;
const firstActivation = new Promise<Locale>((resolve) => (firstActivated = resolve));

export function activateLocale(locale: Locale): Promise<void> {
  activation = loaders[locale]().then(({ messages }) => {
    // load() merges, so a route's catalog loaded meanwhile stays.
    i18n.load(locale, messages);
    i18n.activate(locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    firstActivated(locale);
    return locale;
  });
  return activation.then(() => undefined);
}

export { i18n };

/** The membership and invitation pages' messages (locales/{locale}/account.po), loaded by their routes. */
const accountLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/account.po'),
  zh: () => import('../../locales/zh/account.po'),
  es: () => import('../../locales/es/account.po'),
  pt: () => import('../../locales/pt/account.po'),
  ja: () => import('../../locales/ja/account.po'),
};

/** Loads the account catalog of the page's language (once that language is chosen, at boot). */
export async function loadAccountCatalog(): Promise<void> {
  // The page's language decides which catalog: wait for it when boot has not chosen it yet.
  const locale = activation ? await activation : i18n.locale ? (i18n.locale as Locale) : await firstActivation;
  const loader = accountLoaders[locale];
  if (!loader) return;
  const { messages } = await loader();
  i18n.load(locale, messages);
}
