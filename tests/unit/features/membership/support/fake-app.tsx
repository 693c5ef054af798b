/**
 * Renders a membership or invitation page inside the app's providers with fakes where it touches the
 * world: API answers per path, the bridge per method, analytics, WeChat. The auth actor is a small
 * settled machine that also takes SESSION_REPLACED, like the real one.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { messages as enShell } from '../../../../../locales/en/messages.po';
import { messages as enAccount } from '../../../../../locales/en/account.po';
import type { AuthSession } from '@machines/auth/types';
import { AppProvider } from '@/kernel/session/app-context';
import { adoptAppUser } from '@/kernel/session/app-user';
import type { AuthActor } from '@/kernel/session/session-types';
import type { HostInfo } from '@/platform/host';
import type { AppServices } from '@/services/app-services';
import { ApiError } from '@/services/api';
import { ShellProvider, defaultShell, type Shell } from '@/ui/shell-context';

export const hosts = {
  androidChrome: {
    app: 'browser',
    os: 'android',
    appVersion: null,
    isNativeApp: false,
    browserName: 'Chrome',
    osVersion: '14',
  },
  talkieAndroid: {
    app: 'talkie',
    os: 'android',
    appVersion: '2.30.0',
    isNativeApp: true,
    browserName: 'Chrome',
    osVersion: '14',
  },
  talkieAndroidOld: {
    app: 'talkie',
    os: 'android',
    appVersion: '2.10.0',
    isNativeApp: true,
    browserName: 'Chrome',
    osVersion: '14',
  },
  wechat: {
    app: 'wechat',
    os: 'android',
    appVersion: null,
    isNativeApp: false,
    browserName: 'WeChat',
    osVersion: '14',
  },
} satisfies Record<string, HostInfo>;

const OK = { status_code: 0, status_msg: 'success' };

/** An answer handler per API path (without the /weaver/api/v1/ prefix): data, or a thrown error. */
export type Routes = Record<string, (body: Record<string, unknown>) => unknown>;

/** The error the API client throws for a non-zero status_code. */
export function businessError(path: string, statusCode: number): ApiError {
  return new ApiError({
    kind: 'business',
    base_resp: { status_code: statusCode, status_msg: `code ${statusCode}` },
    status: 200,
    path,
    method: 'POST',
  });
}

export function fakeServices(
  host: HostInfo,
  routes: Routes,
  bridge: Record<string, (params: unknown) => unknown> = {},
  supports: (method: string) => boolean = () => host.isNativeApp,
) {
  const request = vi.fn(async (req: { path: string; data: unknown }) => {
    const name = req.path.replace('/weaver/api/v1/', '');
    const handler = routes[name];
    if (!handler) return new Promise(() => undefined);
    return { base_resp: OK, ...((await handler((req.data ?? {}) as Record<string, unknown>)) as object) };
  });
  const bridgeCall = vi.fn(async (method: string, params: unknown) => {
    const handler = bridge[method];
    return handler ? handler(params) : null;
  });
  const trackClick = vi.fn();
  const setWechatShare = vi.fn(async () => true);
  const services = {
    host,
    environment: 'local',
    client: { request },
    bridge: {
      inNativeApp: host.isNativeApp,
      call: bridgeCall,
      ready: async () => undefined,
      supports,
      dispose: () => undefined,
    },
    analytics: { trackClick, track: vi.fn(), trackPageView: vi.fn(), flush: async () => undefined },
    loadWechatShare: vi.fn(async () => ({ ensureConfigured: async () => true, setWechatShare })),
    deviceId: 'device-1',
    anonymousUuid: 'uuid-1',
  } as unknown as AppServices;
  return { services, request, bridgeCall, trackClick, setWechatShare };
}

/** A settled auth actor: logged in as `session` (anonymous or real-name); SESSION_REPLACED swaps it. */
export function settledAuth(session: AuthSession) {
  const machine = createMachine({
    types: {} as {
      context: { session: AuthSession };
      events: { type: 'SESSION_REPLACED'; session: AuthSession } | { type: 'RETRY' };
    },
    context: { session },
    initial: 'authenticated',
    states: {
      authenticated: { on: { SESSION_REPLACED: { actions: assign({ session: ({ event }) => event.session }) } } },
    },
  });
  return createActor(machine).start();
}

export const anonymousSession: AuthSession = { userId: 'u_anon', authToken: 'a', refreshToken: 'r', isAnonymous: true };
export const realNameSession: AuthSession = { userId: 'u_real', authToken: 'a', refreshToken: 'r', isAnonymous: false };

export function renderPage(ui: ReactElement, { services, session }: { services: AppServices; session: AuthSession }) {
  const i18n = setupI18n({ locale: 'en', messages: { en: { ...enShell, ...enAccount } } });
  const auth = settledAuth(session);
  // As startAuth does: inside the app, the app's own user replaces the page's login.
  void adoptAppUser(auth as unknown as AuthActor, services);
  const shell: Shell = { ...defaultShell, host: services.host };
  const result = render(
    <I18nProvider i18n={i18n}>
      <AppProvider services={services} auth={Promise.resolve(auth as unknown as AuthActor)}>
        <ShellProvider shell={shell}>{ui}</ShellProvider>
      </AppProvider>
    </I18nProvider>,
  );
  return { ...result, auth };
}
