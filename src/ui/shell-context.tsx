import { createContext, useContext, type ReactNode } from 'react';
import type { HostInfo } from '@/platform/host';
import type { Environment } from '@/platform/environment';
import type { GlobalParams } from '@/platform/url-params';
import { createToastStore, ToastViewport, type ToastStore } from './toast';

/** Share data of SPEC §3 that the header's share icon hands to the native shell. */
export interface ShareInfo {
  title: string;
  desc?: string;
  cover_url?: string;
  shareUrl?: string;
  video_url?: string;
  trackExt?: string;
  bizExtra?: string;
  shareSceneId?: string;
  scene?: string;
}

/**
 * What shared components need from the app around them. The app fills it from services and machines;
 * tests fill it with fakes. Components never reach the bridge or the network themselves.
 */
export interface Shell {
  readonly host: HostInfo;
  readonly environment: Environment;
  readonly params: GlobalParams;
  /** Status-bar height the native app reports, in px. */
  readonly statusBarHeight: number;
  /** Goes back: inside the app through the back-to-native flow, else browser history. */
  back(): void;
  /** Native share (inside the app). */
  share(info: ShareInfo): void;
  /** Inside the app: hands it the page's title for the header it draws (bridge setPageTitle). */
  setPageTitle(title: string): void;
  reportError(error: unknown, context: Record<string, unknown>): void;
  /** Remembers the page for the next one (SPEC §2 page wrapper). */
  enterPage(page: string): void;
  /** Shows a short, already translated hint in a toast (e.g. how to close the page in an older app). */
  showHint(message: string): void;
  /** The toast that `showHint` fills; ShellProvider renders it. */
  readonly hints: ToastStore;
}

const noop = () => undefined;
const defaultHints = createToastStore();
export const defaultShell: Shell = {
  host: { app: 'browser', os: 'other', appVersion: null, isNativeApp: false, browserName: null, osVersion: null },
  environment: 'local',
  params: {},
  statusBarHeight: 0,
  back: () => {
    if (typeof history !== 'undefined') history.back();
  },
  share: noop,
  setPageTitle: noop,
  reportError: noop,
  enterPage: noop,
  showHint: (message) => defaultHints.show(message),
  hints: defaultHints,
};

const ShellContext = createContext<Shell>(defaultShell);

export function ShellProvider({ shell, children }: { shell: Shell; children: ReactNode }) {
  return (
    <ShellContext.Provider value={shell}>
      {children}
      <ToastViewport store={shell.hints} />
    </ShellContext.Provider>
  );
}

export const useShell = (): Shell => useContext(ShellContext);
