import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AuthActor } from '@/kernel/session/session-types';
import { AppProvider, type SessionView } from '@/kernel/session/app-context';
import type { AppServices } from '@/services/app-services';
import { ShellProvider, type Shell } from '@/ui/shell-context';
import type { createAppRouter } from './router';

export interface AppRootProps {
  readonly i18n: I18n;
  readonly services: AppServices;
  readonly auth: () => Promise<AuthActor>;
  readonly shell: Shell;
  readonly router: ReturnType<typeof createAppRouter>;
  /** The session a server-rendered page was rendered with (kernel/session/app-context.tsx). */
  readonly renderedSession?: SessionView | undefined;
}

/** The app's tree, the same in the browser and in the server render (hydration needs the same tree). */
export function AppRoot({ i18n, services, auth, shell, router, renderedSession }: AppRootProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppProvider services={services} auth={auth} renderedSession={renderedSession}>
          <ShellProvider shell={shell}>
            <RouterProvider router={router} />
          </ShellProvider>
        </AppProvider>
      </I18nProvider>
    </StrictMode>
  );
}
