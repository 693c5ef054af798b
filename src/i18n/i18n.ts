import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@/platform/brand';

/** Catalogs are compiled from locales/{locale}/messages.po by the Lingui Vite plugin and loaded lazily. */
export const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
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
  activation = catalogLoaders[locale]().then(({ messages }) => {
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

/** The page's language, once boot has chosen it (route catalogs load in that language). */
export async function pageLocale(): Promise<Locale> {
  return activation ? await activation : i18n.locale ? (i18n.locale as Locale) : await firstActivation;
}
