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

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
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

export async function loadAccountCatalog(): Promise<void> {
  const locale = i18n.locale as Locale;
  const loader = accountLoaders[locale];
  if (!loader) return;
  const { messages } = await loader();
  i18n.load(locale, messages);
  // Re-activating tells the I18nProvider that the loaded messages changed.
  i18n.activate(locale);
}
