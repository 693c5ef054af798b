import { currentHost } from '@/platform/host';
import { currentEnvironment } from '@/platform/environment';
import { currentGlobalParams } from '@/platform/url-params';
import { DEFAULT_STATUS_BAR_HEIGHT_PX } from '@/platform/constants';
import type { Shell } from '@/ui/shell-context';
import { rememberPage } from './page-trail';

/** Builds the shell the shared UI reads, from where the page runs. */
export function createShell(overrides: Partial<Shell> = {}): Shell {
  const host = currentHost();
  const params = currentGlobalParams();
  return {
    host,
    environment: currentEnvironment(),
    params,
    statusBarHeight: host.isNativeApp ? DEFAULT_STATUS_BAR_HEIGHT_PX : 0,
    back: () => history.back(),
    share: () => undefined,
    reportError: (error) => console.warn('[page error]', error),
    enterPage: (page) => rememberPage(page, params.share_trace_id),
    ...overrides,
  };
}
