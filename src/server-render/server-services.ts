import { environmentFromHost, type Environment } from '@/platform/environment';
import type { HostInfo } from '@/platform/host-markers';
import type { GlobalParams } from '@/platform/url-params';
import { DEFAULT_STATUS_BAR_HEIGHT_PX } from '@/platform/constants';
import { webAppIdentity } from '@/services/api/app-identity';
import { createApiClient } from '@/services/api/client';
import { createServerClock } from '@/services/clock';
import { laneFor } from '@/services/api/signed-headers';
import type { AppServices } from '@/services/app-services';
import type { Bridge } from '@/services/bridge/bridge';
import { createSafeStorage } from '@/services/storage/safe-storage';
import { createAppStorage } from '@/services/storage/app-storage';
import type { Shell } from '@/ui/shell-context';
import { createToastStore } from '@/ui/toast';
import { answerOnPublicOrigin } from './public-origin';

export interface ServerVisit {
  /** The host the page renders for, as the browser reads it from its user agent (platform/page-variant.ts). */
  readonly host: HostInfo;
  /** Host name the visitor used (environment: test, local or production). */
  readonly hostname: string;
  /** Where the renderer reaches the Weaver API. */
  readonly apiBaseUrl: string;
  /** Gives up on a request after this long (the render budget ends sooner; this frees the socket). */
  readonly timeoutMs: number;
  /** Headers added to every API call (the visitor's Host, so media URLs name the public origin). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The API's public origin (https://…): URLs the API writes on `apiBaseUrl`'s origin (an internal
   * address) are moved to it before the page reads them (public-origin.ts). Unset: answers as they come.
   */
  readonly publicApiOrigin?: string;
  /**
   * The visitor's auth token, from the app's cookie (SPEC §3), on a page that renders with the
   * visitor's session (render-config.ts isPersonalPath); unset: the visitor is anonymous.
   */
  readonly authToken?: string | null;
}

const unavailable = (): Promise<never> => Promise.reject(new Error('not available while rendering on the server'));

/** A bridge that is never there: the server renders; every native call happens in the browser. */
const NO_BRIDGE: Bridge = {
  inNativeApp: false,
  ready: unavailable,
  supports: () => false,
  call: unavailable,
  dispose: () => undefined,
};

/**
 * Services for one server render, made per request: the page reads the host and the environment, and
 * its loaders call the API as an anonymous visitor (no token, no user, no device id), or with the
 * visitor's own token on a personal page. Nothing is kept between visitors: no storage, no analytics,
 * no error sink, no bridge, and no token refresh (an expired token renders the page without the session).
 */
export function createServerServices(visit: ServerVisit): AppServices & {
  /** The page starts rendering: no call is sent and no answer comes in from now on. */
  readonly holdAnswers: () => void;
} {
  const { host } = visit;
  // Once the page renders, the HTML shows what the loaders had. A call a component starts while
  // rendering is not sent, and the answer of a call still on its way (a loader past its budget) is
  // never settled: settled mid-render it would be in the HTML's state but not in its markup, and the
  // browser's hydration would differ. The browser asks for both itself.
  let rendering = false;
  const never = () => new Promise<never>(() => undefined);
  const environment: Environment = environmentFromHost(visit.hostname);
  const storage = createAppStorage({ store: createSafeStorage(() => null), cookies: null });
  // This visit's own clock: what one render learns of the API's time is never another visitor's.
  const clock = createServerClock();
  const internalOrigin = visit.publicApiOrigin ? new URL(visit.apiBaseUrl).origin : '';
  const client = createApiClient({
    clock,
    session: () => ({ authToken: visit.authToken ?? null, userId: null, deviceId: null }),
    appIdentity: () => webAppIdentity(),
    baseUrl: visit.apiBaseUrl,
    lane: laneFor(environment),
    timeoutMs: visit.timeoutMs,
    transport: 'fetch',
    fetch: async (input, init) => {
      if (rendering) return never();
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(visit.headers ?? {})) headers.set(name, value);
      const sent = await fetch(input, { ...init, headers });
      const answer = visit.publicApiOrigin
        ? await answerOnPublicOrigin(sent, internalOrigin, visit.publicApiOrigin)
        : sent;
      return rendering ? never() : answer;
    },
  });
  const nothing = () => undefined;
  const analytics = { track: nothing, trackPageView: nothing, trackClick: nothing, flush: () => Promise.resolve() };
  return {
    host,
    hostReady: Promise.resolve(host),
    environment,
    storage,
    bridge: { ...NO_BRIDGE, inNativeApp: host.isNativeApp },
    client,
    clock,
    reporter: { report: nothing, flush: () => Promise.resolve(), pending: () => 0 },
    analytics,
    analyticsReady: new Promise(() => undefined),
    deviceId: '',
    anonymousUuid: '',
    setTokenRefresher: nothing,
    loadWechatShare: unavailable,
    dispose: nothing,
    holdAnswers: () => {
      rendering = true;
    },
  };
}

/** The shell the shared UI reads while rendering on the server: what it shows, never what it does. */
export function createServerShell(services: AppServices, params: GlobalParams): Shell {
  const nothing = () => undefined;
  return {
    host: services.host,
    environment: services.environment,
    params,
    statusBarHeight: services.host.isNativeApp ? DEFAULT_STATUS_BAR_HEIGHT_PX : 0,
    back: nothing,
    share: nothing,
    setPageTitle: nothing,
    reportError: nothing,
    enterPage: nothing,
    showHint: nothing,
    hints: createToastStore(),
  };
}
