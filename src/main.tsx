import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { chooseLocale } from '@/platform/language';
import { activateLocale, i18n } from '@/i18n/i18n';
import { ShellProvider } from '@/ui/shell-context';
import { createShell } from '@/app/shell';
import { createAppRouter } from '@/app/router';
import '@/ui/ui.css';

async function boot(): Promise<void> {
  const shell = createShell();
  const router = createAppRouter();
  await activateLocale(chooseLocale(typeof navigator === 'undefined' ? [] : navigator.languages));
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ShellProvider shell={shell}>
          <RouterProvider router={router} />
        </ShellProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
