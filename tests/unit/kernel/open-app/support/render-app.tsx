import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../../../locales/en/messages.po';
import { AppProvider } from '@/kernel/session/app-context';
import type { AuthActor } from '@/kernel/session/session-types';
import type { HostInfo } from '@/platform/host';
import type { AppServices } from '@/services/app-services';
import { ShellProvider, defaultShell, type Shell } from '@/ui/shell-context';

export const hosts = {
  iosSafari: {
    app: 'browser',
    os: 'ios',
    appVersion: null,
    isNativeApp: false,
    browserName: 'Mobile Safari',
    osVersion: '17.5',
  },
  androidChrome: {
    app: 'browser',
    os: 'android',
    appVersion: null,
    isNativeApp: false,
    browserName: 'Chrome',
    osVersion: '14',
  },
  talkieIos: {
    app: 'talkie',
    os: 'ios',
    appVersion: '2.30.0',
    isNativeApp: true,
    browserName: 'WebKit',
    osVersion: '17.5',
  },
  wechat: {
    app: 'wechat',
    os: 'android',
    appVersion: null,
    isNativeApp: false,
    browserName: 'WeChat',
    osVersion: '14',
  },
  qq: { app: 'qq', os: 'ios', appVersion: null, isNativeApp: false, browserName: 'QQ', osVersion: '17.5' },
  miniProgram: {
    app: 'wechat_mini_program',
    os: 'ios',
    appVersion: null,
    isNativeApp: false,
    browserName: 'WeChat',
    osVersion: '17.5',
  },
} satisfies Record<string, HostInfo>;

export interface FakeServices {
  services: AppServices;
  request: ReturnType<typeof vi.fn>;
  bridgeCall: ReturnType<typeof vi.fn>;
  trackClick: ReturnType<typeof vi.fn>;
  setWechatShare: ReturnType<typeof vi.fn>;
}

/** Services with fakes where pages touch the world: API requests, the bridge, analytics, WeChat. */
export function fakeServices(
  host: HostInfo,
  request: (req: { path: string; data: unknown }) => Promise<unknown> = () => new Promise(() => undefined),
): FakeServices {
  const requestFn = vi.fn(request);
  const bridgeCall = vi.fn(async () => null);
  const trackClick = vi.fn();
  const setWechatShare = vi.fn(async () => true);
  const services = {
    host,
    environment: 'local',
    client: { request: requestFn },
    bridge: {
      inNativeApp: host.isNativeApp,
      call: bridgeCall,
      ready: async () => undefined,
      supports: () => true,
      dispose: () => undefined,
    },
    analytics: {
      trackClick,
      track: vi.fn(),
      trackPageView: vi.fn(),
      flush: async () => undefined,
      start: () => () => undefined,
    },
    loadWechatShare: vi.fn(async () => ({ ensureConfigured: async () => true, setWechatShare })),
    deviceId: 'device-1',
    anonymousUuid: 'uuid-1',
  } as unknown as AppServices;
  return { services, request: requestFn, bridgeCall, trackClick, setWechatShare };
}

/** An auth actor that is already settled with the given user (null: no login yet). */
export function settledAuth(userId: string | null): AuthActor {
  const machine = createMachine({
    context: { session: userId ? { userId, authToken: 't', refreshToken: 'r', isAnonymous: false } : null },
    initial: userId ? 'authenticated' : 'loginFailed',
    states: { authenticated: {}, loginFailed: {} },
  });
  return createActor(machine).start() as unknown as AuthActor;
}

/** Renders inside the app's providers with the English catalog. */
export function renderInApp(
  ui: ReactElement,
  { services, userId = null, shell = {} }: { services: AppServices; userId?: string | null; shell?: Partial<Shell> },
) {
  const i18n = setupI18n({ locale: 'en', messages: { en } });
  const fullShell: Shell = { ...defaultShell, host: services.host, ...shell };
  return render(
    <I18nProvider i18n={i18n}>
      <AppProvider services={services} auth={Promise.resolve(settledAuth(userId))}>
        <ShellProvider shell={fullShell}>{ui}</ShellProvider>
      </AppProvider>
    </I18nProvider>,
  );
}
