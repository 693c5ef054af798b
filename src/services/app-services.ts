import { pageHttpTimeout } from '@/platform/http-timeout';
import { BRAND, brandInfo } from '@/platform/brand';
import { config } from '@/platform/config';
import { currentEnvironment, type Environment } from '@/platform/environment';
import { hostHint, type HostInfo } from '@/platform/host-markers';
import { currentGlobalParams } from '@/platform/url-params';
import { analytics as analyticsApi, installAnalytics, type Analytics, type AnalyticsApi } from './analytics';
import { createAppIdentitySource } from './api/app-identity';
import { createApiClient, type ApiClient } from './api/client';
import { laneFor } from './api/signed-headers';
import type { Bridge } from './bridge/bridge';
import { createLazyBridge } from './bridge/lazy-bridge';
import { createServerClock, type ServerClock } from './clock';
import type { BridgeWindow } from './bridge/protocol';
import { installGlobalErrorHandlers } from './error-reporting/global-handlers';
import { createLazyErrorReporter } from './error-reporting/lazy-reporter';
import type { ErrorReporter } from './error-reporting/reporter';
import { randomId } from './random-id';
import { createAppStorage, type AppStorage } from './storage/app-storage';
import type { WechatShare } from './wechat/wechat-share';

/**
 * The real services of the running page, wired once at boot. Machines get effects built from these
 * (they never import this module); tests build the pieces themselves with fakes.
 */
export interface AppServices {
  /** Where the page runs; starts as the marker-based hint and becomes the full parse once loaded. */
  readonly host: HostInfo;
  /** The full host detection (ua-parser-js), loaded beside the first render. */
  readonly hostReady: Promise<HostInfo>;
  readonly environment: Environment;
  readonly storage: AppStorage;
  readonly bridge: Bridge;
  readonly client: ApiClient;
  /** The one server clock: the client feeds it from every answer and signs with it; countdowns read it. */
  readonly clock: ServerClock;
  readonly reporter: ErrorReporter;
  /** trackPageView / trackClick: usable at once; calls wait for the tracker, which loads after boot. */
  readonly analytics: AnalyticsApi;
  /** The tracker itself, once loaded. */
  readonly analyticsReady: Promise<Analytics>;
  readonly deviceId: string;
  /** The anonymous uuid (login device_info.uuid, analytics user_identifier). */
  readonly anonymousUuid: string;
  /** The auth flow supplies its single-flight refresh here once it has started. */
  setTokenRefresher(refresher: ((rejectedToken: string | null) => Promise<string>) | null): void;
  /** WeChat share, loaded on first use (only inside WeChat it does anything). */
  loadWechatShare(): Promise<WechatShare>;
  /** Removes global listeners (tests, hot reload). */
  dispose(): void;
}

export interface AppServicesOptions {
  /**
   * When to load what the first screen does not need (the full user-agent parser, the analytics
   * sender). Defaults to at once; the app passes "after the first paint, when idle".
   */
  later?: () => Promise<void>;
}

export function createAppServices(win: Window = window, options: AppServicesOptions = {}): AppServices {
  const later = options.later ?? (() => Promise.resolve());
  const ua = win.navigator.userAgent;
  // The first render needs only the host app (from its user-agent marker); the parser loads beside it.
  let currentHost = hostHint(ua);
  const host = liveHost(() => currentHost);
  const hostReady = later()
    .then(() => import('@/platform/host'))
    .then(({ detectHost }) => (currentHost = detectHost(ua)));
  hostReady.catch(() => undefined);
  const environment = currentEnvironment();
  const httpTimeoutMs = pageHttpTimeout(win, environment);
  const storage = createAppStorage();
  const deviceId = storage.deviceId(randomId);
  const anonymousUuid = storage.anonymousUuid(randomId);
  let refresher: ((rejectedToken: string | null) => Promise<string>) | null = null;
  // Requests rejected before the auth flow has loaded wait for it (bounded by the HTTP timeout).
  let refresherArrived: () => void = () => undefined; // replaced at once: the promise executor runs synchronously
  const refresherReady = new Promise<void>((resolve) => (refresherArrived = resolve));
  const awaitRefresher = (rejectedToken: string | null): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the auth flow did not start in time')), httpTimeoutMs);
      void refresherReady.then(() => {
        clearTimeout(timer);
        if (refresher) refresher(rejectedToken).then(resolve, reject);
        // Stryker disable next-line StringLiteral: the client answers with the original rejection when the refresh fails (tested); the text is never seen
        else reject(new Error('no token refresher'));
      });
    });
  const landingUrl = win.location.href;

  // Loaded on the first report: pages that never fail never download it. Made first, so the bridge and the
  // client can report from the start (the client it signs with is read only when it loads).
  const reporter: ErrorReporter = createLazyErrorReporter(() =>
    Promise.all([import('./error-reporting'), import('./api/request-headers')]).then(([m, { buildRequestHeaders }]) =>
      m.configureErrorReporter({ headers: (query, body) => buildRequestHeaders(query, body, client.headerContext()) }),
    ),
  );

  const bridge = createLazyBridge({
    host,
    window: win as unknown as BridgeWindow,
    report: (error, context) => reporter.report(error, context, 'bridge'),
  });

  const clock = createServerClock();
  const client = createApiClient({
    clock,
    session: () => {
      const auth = storage.readAuth();
      return { authToken: auth.authToken, userId: auth.userId, deviceId };
    },
    appIdentity: createAppIdentitySource({
      isNativeApp: host.isNativeApp,
      userAgentVersion: host.appVersion,
      getClientInfo: () => bridge.call('getClientInfo'),
    }),
    lane: laneFor(environment),
    timeoutMs: httpTimeoutMs,
    // Outside the app the client sends over fetch.
    ...(host.isNativeApp
      ? { transport: config.nativeRequestTransport, bridgeRequest: (request) => bridge.call('request', request) }
      : {}),
    reportError: (error, context) => reporter.report(error, context, 'api'),
    tokenRefresher: (rejectedToken) => (refresher ? refresher(rejectedToken) : awaitRefresher(rejectedToken)),
  });

  const removeErrorHandlers = installGlobalErrorHandlers(win, reporter);

  // Inside the app: load the bridge now, and report at once if the app did not inject it.
  if (host.isNativeApp) bridge.ready().catch(() => undefined);

  const params = currentGlobalParams();
  let stopAnalytics = (): void => undefined;
  let disposed = false;
  const analyticsReady = later()
    .then(() => Promise.all([import('./analytics/tracker'), import('./analytics/outbox')]))
    .then(([{ createAnalytics }, { createStorageOutbox }]) => {
      const instance = createAnalytics({
        client,
        outbox: createStorageOutbox(storage),
        appId: brandInfo(BRAND).analyticsAppId,
        context: () => ({
          user_id: storage.readAuth().userId,
          device_id: deviceId,
          // Read at send time: a new anonymous login stores a fresh uuid.
          uuid: storage.get('anonymous_uuid') ?? anonymousUuid,
          ua: win.navigator.userAgent,
          app_version: host.appVersion ?? config.webAppVersion,
          is_inapp: host.isNativeApp,
          bundle_name: config.analyticsBundleName,
          bundle_version: config.appBuildVersion,
          ...(params.share_trace_id ? { share_trace_id: params.share_trace_id } : {}),
          ...(params.share_clk_type ? { share_clk_type: params.share_clk_type } : {}),
        }),
      });
      if (!disposed) {
        installAnalytics(instance);
        stopAnalytics = instance.start({ window: win, document: win.document });
      }
      return instance;
    });
  analyticsReady.catch((error: unknown) => console.warn('[analytics] failed to load', error));

  let wechat: Promise<WechatShare> | null = null;

  return {
    host,
    environment,
    storage,
    bridge,
    client,
    clock,
    reporter,
    hostReady,
    analytics: analyticsApi,
    analyticsReady,
    deviceId,
    anonymousUuid,
    setTokenRefresher(next) {
      refresher = next;
      if (next) refresherArrived();
    },
    loadWechatShare() {
      wechat ??= Promise.all([import('./wechat/wechat-share'), import('./api/wechat-endpoints')]).then(
        ([m, endpoints]) =>
          m.createWechatShare({
            host,
            landingUrl,
            currentUrl: () => win.location.href,
            getSignature: (request) => endpoints.getWxUrlSignature(client, request),
          }),
      );
      return wechat;
    },
    dispose() {
      disposed = true;
      removeErrorHandlers();
      stopAnalytics();
      installAnalytics(null);
      bridge.dispose();
    },
  };
}

/** A HostInfo whose fields always read the latest detection. */
function liveHost(read: () => HostInfo): HostInfo {
  return {
    get app() {
      return read().app;
    },
    get os() {
      return read().os;
    },
    get appVersion() {
      return read().appVersion;
    },
    get isNativeApp() {
      return read().isNativeApp;
    },
    get browserName() {
      return read().browserName;
    },
    get osVersion() {
      return read().osVersion;
    },
  };
}
