import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n, type Messages } from '@lingui/core';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as zh } from '../../../locales/zh/messages.po';
import { messages as es } from '../../../locales/es/messages.po';
import { messages as pt } from '../../../locales/pt/messages.po';
import { messages as ja } from '../../../locales/ja/messages.po';
import { messages as enAccount } from '../../../locales/en/account.po';
import { messages as zhAccount } from '../../../locales/zh/account.po';
import { messages as esAccount } from '../../../locales/es/account.po';
import { messages as ptAccount } from '../../../locales/pt/account.po';
import { messages as jaAccount } from '../../../locales/ja/account.po';
import { ShellProvider, defaultShell, type Shell } from '@/ui/shell-context';
import type { Locale } from '@/platform/brand';

/** Both catalogs of each locale: the shell's and the account pages'. */
const catalogs: Record<Locale, Messages> = {
  en: { ...en, ...enAccount },
  zh: { ...zh, ...zhAccount },
  es: { ...es, ...esAccount },
  pt: { ...pt, ...ptAccount },
  ja: { ...ja, ...jaAccount },
};

/** Renders with a real catalog and a shell the test can shape. */
export function renderWithShell(
  ui: ReactElement,
  { shell = {}, locale = 'en' }: { shell?: Partial<Shell>; locale?: Locale } = {},
) {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
  const fullShell: Shell = { ...defaultShell, ...shell };
  return {
    shell: fullShell,
    ...render(
      <I18nProvider i18n={i18n}>
        <ShellProvider shell={fullShell}>{ui}</ShellProvider>
      </I18nProvider>,
    ),
  };
}

export const nativeHost: Shell['host'] = {
  app: 'talkie',
  os: 'ios',
  appVersion: '2.30.0',
  isNativeApp: true,
  browserName: 'WebKit',
  osVersion: '17.5',
};
