import { config } from '@/platform/config';
import type { Environment } from '@/platform/environment';
import type { GlobalParams } from '@/platform/url-params';
import type { SimulatedShellOptions } from '../bridge/simulated-shell';
import { debugEnabled } from './debug-enabled';
import { installPageErrorLog } from './page-errors';

/**
 * `?debug=true` outside production: a log of the page's errors (./page-errors.ts), a mobile console
 * (eruda), and optionally the simulated native shell (`&debug_shell=android:2.30.0`) to try
 * native-only pages in a desktop browser or a WebDriver test. Everything here is reached through
 * dynamic import() only, so none of it is in the entry chunk, and production never loads it.
 */
export interface DebugToolsInput {
  params: GlobalParams;
  environment: Environment;
  /** location.search, for the debug_shell parameter. */
  search: string;
  loadConsole?: () => Promise<{ init(): void }>;
  loadShell?: () => Promise<{
    install(options: SimulatedShellOptions): void;
    userAgent(platform: 'ios' | 'android', version: string): string;
  }>;
}

export { debugEnabled };

/** Parses `ios:2.30.0` / `android` / `ios`; null for anything else. */
export function parseDebugShell(value: string | null): { platform: 'ios' | 'android'; appVersion: string } | null {
  const match = value ? /^(ios|android)(?::(\d+(?:\.\d+){1,3}))?$/i.exec(value.trim()) : null;
  if (!match) return null;
  return { platform: match[1]!.toLowerCase() as 'ios' | 'android', appVersion: match[2] ?? '2.30.0' };
}

// Stryker disable next-line ArrowFunction: module-load default: the unit tests inject their console (eruda needs a real page), and a failing load is only logged (tested)
const defaultConsole = () => import('eruda').then((m) => m.default);
const defaultShell = () =>
  Promise.all([import('../bridge/simulated-shell'), import('../bridge/user-agent')]).then(([shell, ua]) => ({
    install: (options: SimulatedShellOptions) => void shell.installSimulatedShell(options),
    userAgent: ua.talkieUserAgent,
  }));

/** Call before the app reads the host (the shell patches the user agent). Returns what was started. */
export async function startDebugTools(input: DebugToolsInput): Promise<{ console: boolean; shell: boolean }> {
  const started = { console: false, shell: false };
  if (!debugEnabled(input.params, input.environment)) return started;
  installPageErrorLog(window as unknown as Parameters<typeof installPageErrorLog>[0]);
  const shell = parseDebugShell(new URLSearchParams(input.search).get(config.debugShellParam));
  if (shell) {
    try {
      const tools = await (input.loadShell ?? defaultShell)();
      tools.install({ ...shell, userAgent: tools.userAgent(shell.platform, shell.appVersion) });
      started.shell = true;
    } catch (error) {
      // Stryker disable next-line StringLiteral: developer console wording, not behaviour
      console.warn('[debug] simulated shell failed to load', error);
    }
  }
  try {
    const eruda = await (input.loadConsole ?? defaultConsole)();
    eruda.init();
    started.console = true;
  } catch (error) {
    console.warn('[debug] console failed to load', error);
  }
  return started;
}
