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
