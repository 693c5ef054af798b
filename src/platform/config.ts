/**
 * Values SPEC.md leaves open ("not shown"), chosen here in one typed module and listed in the README.
 * Build-time overrides come from VITE_* variables where noted.
 */

/** The salt of local development and tests: public, so a production API refuses it (server/config.ts). */
export const DEVELOPMENT_SIGNING_SALT = 'talkie-local-dev-salt';

const env: Record<string, string | undefined> =
  typeof import.meta !== 'undefined' && import.meta.env ? (import.meta.env as Record<string, string | undefined>) : {};

/**
 * The settings every API request is built with, part of `config` below. A group of their own so the
 * early request inlined into index.html (src/early-request.ts) carries these and not the whole table.
 */
export const requestSettings = {
  /** How the Talkie app marks its webview user agent: `Talkie/<version>` (e.g. "Talkie/1.23.4"). */
  talkieUserAgentPattern: /\bTalkie\/(\d+(?:\.\d+){1,3})\b/i,
  /** Salt appended to the request signature; the local API server uses the same default. */
  signingSalt: env.VITE_SIGNING_SALT ?? DEVELOPMENT_SIGNING_SALT,
  /** Base URL of the Weaver API; empty means same origin (the local API server inside Vite). */
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  /** Lane header sent in test environments. */
  laneHeader: { name: 'Lane', value: env.VITE_LANE ?? 'default' },
  /** App version reported outside the native app. */
  webAppVersion: '1.0.0',
} as const;

export const config = {
  ...requestSettings,
  /**
   * How long a page's first render in the browser waits for its first data (a route loader's read,
   * kernel/data): an answer within this time is in the first paint, without a loading frame; a
   * slower one follows the loading state. (On the server, the render budget applies instead.)
   */
  firstPaintWaitMs: 200,
  /** Where client error reports go (the local API server collects them). */
  errorReportPath: '/weaver/api/v1/client/error_report',
  /** Error reports: at most this many per minute, so an error loop cannot flood the sink. */
  errorReportsPerMinute: 20,
  /** Analytics: one keepalive request stays under the 64 KiB quota shared with sendBeacon. */
  analyticsMaxKeepaliveBytes: 60 * 1024,
  /** Every native bridge call gives up after this long. */
  bridgeTimeoutMs: 8000,
  /** Maximum characters of appeal and report descriptions (max_count). */
  descriptionMaxCount: 500,
  /** Polling: interval and maximum attempts per use. */
  polling: {
    orderStatus: { intervalMs: 2000, maxAttempts: 10, backoff: 1.2 },
  },
  /** App stores and download page used by the open-app fallback. */
  appOpen: {
    scheme: 'talkie://',
    universalLinkBase: 'https://talkie-ai.com/app',
    appleStoreUrl: 'https://apps.apple.com/app/id6447009999',
    xiaomiMarketUrl: 'mimarket://details?id=com.weaver.app.prod',
    huaweiMarketUrl: 'appmarket://details?id=com.weaver.app.prod',
    genericMarketUrl: 'market://details?id=com.weaver.app.prod',
    downloadPageUrl: 'https://talkie-ai.com/download',
    tokiStoreUrl: 'https://toki-ai.com/store',
  },
  /** Hosts a web-view deep link may open. */
  webViewAllowedHosts: ['talkie-ai.com', 'www.talkie-ai.com', 'h5.talkie-ai.com'],
  /** WeChat official account app id used for JS-SDK signatures. */
  wechatAppId: env.VITE_WECHAT_APP_ID ?? 'wx0000000000000000',
  /** Services: how long a page waits for the native bridge to be injected before reporting it missing. */
  bridgeReadyTimeoutMs: 3000,
  /** Services: analytics events kept for a later retry at most; the oldest are dropped beyond this. */
  analyticsOutboxMaxEvents: 1000,
  /** Services: `bundle_name` and `bundle_version` of analytics common params. */
  analyticsBundleName: 'talkie_h5',
  appBuildVersion: env.VITE_APP_BUILD_VERSION ?? '0.1.0',
  /** Services: error reports wait this long to be sent together. */
  errorReportBatchDelayMs: 2000,
  /** Services: a hosted error-reporting endpoint that also receives every report (empty: none). */
  errorReportHostedEndpoint: env.VITE_ERROR_REPORT_ENDPOINT ?? '',
  /** Services: lifetime of the auth-token cookies the native app reads. */
  authCookieMaxAgeDays: 30,
  /** Services: inside the native app, API requests go through fetch (default) or the bridge's `request` method. */
  nativeRequestTransport: (env.VITE_NATIVE_REQUEST_TRANSPORT === 'bridge' ? 'bridge' : 'fetch') as 'fetch' | 'bridge',
  /** Services: `?debug=true&debug_shell=android:2.30.0` installs the simulated native shell (outside production). */
  debugShellParam: 'debug_shell',
} as const;
