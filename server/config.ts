/**
 * Configuration of the local Weaver API, read from environment variables in one place.
 * Every variable, its default and its meaning is listed in server/README.md.
 */
import path from 'node:path';
import { config as clientConfig, DEVELOPMENT_SIGNING_SALT } from '../src/platform/config';
import type { ReportBudgetLimits } from './http/report-budget';
import {
  DEFAULT_DENIED_PREFIXES,
  DEFAULT_PHONE_REGION,
  deniedPrefixOf,
  regionOf,
  type CountryCode,
  type PhoneRules,
} from '../src/api/contract/phone-number';
import { DEFAULT_STORE_SANDBOX_KEY } from './services/store-sandbox';

export interface ServerConfig {
  /** TALKIE_API_PORT: port of the standalone server. */
  port: number;
  /** TALKIE_API_HOST: interface of the standalone server (0.0.0.0 so a phone on the LAN can reach it). */
  host: string;
  /** TALKIE_API_DATA_DIR: where the database file lives. */
  dataDir: string;
  /**
   * TALKIE_API_DB: database file path, or ':memory:'. Defaults to <dataDir>/weaver.sqlite (':memory:' in test mode).
   */
  databasePath: string;
  /** TALKIE_SIGNING_SALT: the request-signing salt, the web client's default unless set. */
  signingSalt: string;
  /** TALKIE_API_SIGNATURE_WINDOW_S: how far x-timestamp may be from the server's clock. */
  signatureWindowSeconds: number;
  /** TALKIE_API_AUTH_TOKEN_TTL_S / TALKIE_API_REFRESH_TOKEN_TTL_S: token lifetimes. */
  authTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * TALKIE_API_REFRESH_GRACE_S: how long after a refresh the refresh token it used still answers with the
   * same new pair (two tabs, a retry after a lost answer) instead of counting as reuse. 0: no grace.
   */
  refreshGraceSeconds: number;
  /** TALKIE_WECHAT_APP_ID / TALKIE_WECHAT_JSAPI_TICKET: what get_wx_url_signature signs with. */
  wechatAppId: string;
  wechatJsapiTicket: string;
  /**
   * TALKIE_API_SMS_CODE: a fixed verification code login types 2 and 4 also accept, in test mode only
   * (default 123456 there; empty: none). Outside test mode there is no fixed code: null.
   */
  smsCode: string | null;
  /**
   * TALKIE_SMS_WEBHOOK_URL: where one-time codes are sent (services/sms-sender.ts): the SMS gateway's
   * adapter, called with a JSON POST. Unset: codes are printed on the server's console (local
   * development) or kept in the control API's outbox (test mode). Required with NODE_ENV=production.
   */
  smsWebhookUrl: string | null;
  /** One-time codes: lifetime, pause before another code to the same phone, and the limits on sending and guessing. */
  verifyCodes: VerifyCodeLimits;
  /**
   * How phone numbers are read (src/api/contract/phone-number.ts). TALKIE_API_PHONE_DEFAULT_REGION: the
   * region (ISO 3166 code) of a number typed without its country code, default US.
   * TALKIE_API_SMS_DENIED_PREFIXES: comma-separated E.164 prefixes no code is sent to, default
   * +979,+881,+882,+883,+1900,+1976 (beside the number types the library refuses).
   */
  phones: PhoneRules;
  /**
   * New anonymous accounts (login type 5 with a device id the server has not seen) per hour, per IP
   * address and per device behind one address (TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR,
   * TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR; 0: off, the default in test mode).
   */
  newAccountsPerIpPerHour: number;
  newAccountsPerDevicePerHour: number;
  /** TALKIE_API_RISK_LIMIT_PER_MINUTE: calls one user may make per minute before 1118010010 (0: off). */
  riskLimitPerMinute: number;
  /**
   * TALKIE_API_ONE_CLICK_LOGIN: whether login type 1 is accepted. Nothing here can check the carrier's
   * word, so any phone number logs in: on in test mode and local development, off by default when
   * NODE_ENV=production (a deployed API).
   */
  oneClickLogin: boolean;
  /** TALKIE_WECHAT_SIGNED_HOSTS: hosts whose pages get_wx_url_signature signs (http and https only). */
  wechatSignedHosts: readonly string[];
  /**
   * TALKIE_API_EVENT_MAX_AGE_S / TALKIE_API_EVENT_MAX_AHEAD_S: how far event_timestamp_ms may lie behind / ahead of the
   * server clock.
   */
  eventMaxAgeSeconds: number;
  eventMaxAheadSeconds: number;
  /**
   * TALKIE_API_INVITE_REWARDS_PER_DAY / TALKIE_API_INVITE_REWARDS_TOTAL: invite rewards one inviter can earn per UTC
   * day / ever.
   */
  inviteRewardsPerDay: number;
  inviteRewardsTotal: number;
  /**
   * TALKIE_API_INVITE_NEW_ACCOUNT_S: an invitee counts only if its account is at most this old when it binds the code.
   */
  inviteNewAccountSeconds: number;
  /**
   * TALKIE_API_INVITE_LOGIN_LIMIT_PER_MINUTE: invitation-code logins per code, per device and per IP address in a
   * minute (0: off).
   */
  inviteLoginLimitPerMinute: number;
  /** TALKIE_STORE_SANDBOX_KEY: the key the sandbox store signs purchase receipts with (services/store-sandbox.ts). */
  storeSandboxKey: string;
  /** TALKIE_API_MODERATION_WORDS: comma-separated words refused in tickets beside server/services/moderation.ts. */
  moderationWords: readonly string[];
  /** TALKIE_API_DESCRIPTION_MAX_COUNT: longest ticket description (SPEC max_count; a Chinese character counts 2). */
  descriptionMaxCount: number;
  /**
   * TALKIE_API_AD_CALLBACK_STANDIN: mount the stand-in for the ad network's server-side reward callback
   * (POST /weaver/ad_network/reward_callback, unsigned). On in test mode and local development, off by
   * default when NODE_ENV=production.
   */
  adCallbackStandIn: boolean;
  /**
   * Help-area quotas (server/README.md "Quotas"), each over the last 24 hours, 0: off. Per IP address
   * only where the peer's address is known (not for in-process calls). In test mode the per-address
   * defaults are far higher: the end-to-end tests make every ticket and upload from 127.0.0.1.
   * TALKIE_API_UPLOADS_PER_ACCOUNT / TALKIE_API_UPLOADS_PER_IP: help image uploads.
   */
  uploadsPerAccount: number;
  uploadsPerIp: number;
  /** TALKIE_API_TICKETS_PER_ACCOUNT / TALKIE_API_TICKETS_PER_IP: tickets (help forms). */
  ticketsPerAccount: number;
  ticketsPerIp: number;
  /** TALKIE_API_DUPLICATE_TICKET_WINDOW_S: the same ticket content from one account within this is refused (0: off). */
  duplicateTicketWindowSeconds: number;
  /**
   * TALKIE_API_MESSAGES_PER_TICKET_PER_HOUR / TALKIE_API_MESSAGES_PER_ACCOUNT_PER_HOUR: messages to
   * support (ticket/reply) within an hour, to one request and from one account over all of them (0: off).
   */
  ticketMessagesPerTicketPerHour: number;
  ticketMessagesPerAccountPerHour: number;
  /**
   * TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT / TALKIE_API_CREATOR_UPLOADS_PER_IP: creator picture uploads
   * (creator/upload_image) within 24 hours (0: off; per address far higher in test mode, as above).
   */
  creatorUploadsPerAccount: number;
  creatorUploadsPerIp: number;
  /**
   * TALKIE_API_UPLOAD_UNATTACHED_TTL_S: an upload no ticket or clone names (help and creator uploads
   * alike) is removed this long after it was made (0: never).
   */
  uploadUnattachedTtlSeconds: number;
  /**
   * Budgets of the report sinks per minute (server/http/report-budget.ts), 0: off. Per address (an
   * IPv6 peer counts by its /64) only where the peer's address is known; in test mode the per-address
   * defaults are far higher, since every end-to-end page reports from 127.0.0.1.
   * TALKIE_API_EVENTS_PER_IP_PER_MINUTE / TALKIE_API_EVENTS_PER_ACCOUNT_PER_MINUTE: analytics events;
   * TALKIE_API_ERROR_REPORTS_PER_IP_PER_MINUTE / TALKIE_API_ERROR_REPORTS_PER_ACCOUNT_PER_MINUTE: error reports;
   * TALKIE_API_CSP_REPORTS_PER_IP_PER_MINUTE / TALKIE_API_CSP_REPORTS_PER_PAGE_VIEW: CSP violations;
   * TALKIE_API_REPORT_BYTES_PER_IP_PER_MINUTE / TALKIE_API_REPORT_BYTES_PER_ACCOUNT_PER_MINUTE: request bytes of the
   * three.
   */
  reportBudget: ReportBudgetLimits;
  /**
   * TALKIE_PUBLIC_PAGE_ORIGINS: this site's pages, comma-separated origins (https://talkie-ai.com) or
   * bare hosts (any port, http or https). CSP reports are taken only for them. Default: the app's
   * web-view hosts over https, and localhost and 127.0.0.1 outside NODE_ENV=production.
   */
  publicPageOrigins: readonly string[];
  /** TALKIE_API_TEST_MODE=1: fault injection and the /__control/ API. */
  testMode: boolean;
  /** TALKIE_API_LOG=1: one line per request on stdout. */
  logRequests: boolean;
}

export interface VerifyCodeLimits {
  /** TALKIE_API_SMS_CODE_TTL_S: how long a code works. */
  ttlSeconds: number;
  /** TALKIE_API_SMS_RESEND_S: how long before the same phone can be sent another code. */
  resendSeconds: number;
  /** TALKIE_API_SMS_PER_PHONE_PER_HOUR / TALKIE_API_SMS_PER_IP_PER_HOUR: codes sent in an hour. */
  perPhonePerHour: number;
  perIpPerHour: number;
  /** TALKIE_API_SMS_ATTEMPTS: wrong entries of one code before it stops working. */
  attemptsPerCode: number;
  /** TALKIE_API_SMS_FAILURES_PER_IP_PER_HOUR: wrong codes from one address in an hour before it is refused. */
  failuresPerIpPerHour: number;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_DATA_DIR = '.data';
/** WeChat's documentation example ticket; real deployments set TALKIE_WECHAT_JSAPI_TICKET. */
export const DEFAULT_JSAPI_TICKET =
  'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';

/** Per-address quotas in test mode: every end-to-end ticket and upload comes from 127.0.0.1. */
export const TEST_MODE_IP_QUOTA = 100_000;

type Env = Readonly<Record<string, string | undefined>>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

const flag = (env: Env, name: string): boolean => {
  const value = env[name];
  return value !== undefined && ['1', 'true', 'yes'].includes(value.toLowerCase());
};

/** A flag with a default: unset or empty keeps the default; 0/false/no turn it off. */
function switchOf(env: Env, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`);
}

/** A comma-separated list, trimmed and lower-cased; unset keeps the default. */
function listOf(env: Env, name: string, fallback: readonly string[]): readonly string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

function region(env: Env, name: string, fallback: CountryCode): CountryCode {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const found = regionOf(raw);
  if (found === null) throw new Error(`${name} must be a region code such as US or CN, got "${raw}"`);
  return found;
}

/** A comma-separated list of E.164 prefixes (`+1-900` reads as +1900); unset or empty keeps the default. */
function prefixesOf(env: Env, name: string, fallback: readonly string[]): readonly string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const prefix = deniedPrefixOf(entry);
      if (prefix === null) throw new Error(`${name} must list prefixes such as +1900, got "${entry.trim()}"`);
      return prefix;
    });
}

/** The pages WeChat may be asked to sign by default: the app's web-view hosts and local development. */
export const DEFAULT_WECHAT_SIGNED_HOSTS: readonly string[] = [
  ...clientConfig.webViewAllowedHosts,
  'localhost',
  '127.0.0.1',
];

/** This site's pages by default: the web-view hosts over https; local development and tests add the loopback hosts. */
function defaultPageOrigins(local: boolean): readonly string[] {
  return [
    ...clientConfig.webViewAllowedHosts.map((host) => `https://${host}`),
    ...(local ? ['localhost', '127.0.0.1', '[::1]'] : []),
  ];
}

/** Lines to print when the server starts: settings that must not reach a deployed API unnoticed. */
export function startupWarnings(config: ServerConfig, env: Env = process.env): string[] {
  const lines: string[] = [];
  if (config.oneClickLogin)
    lines.push(
      'WARNING: one-click login (login_type 1) is on and trusts any phone number; set TALKIE_API_ONE_CLICK_LOGIN=0 on a deployed API',
    );
  if (!config.testMode && (env.TALKIE_API_SMS_CODE ?? '') !== '')
    lines.push(
      'WARNING: TALKIE_API_SMS_CODE is ignored outside test mode: phone logins need the one-time code sent to the phone',
    );
  if ((env.TALKIE_API_SPIN_SEED ?? '') !== '')
    lines.push(
      "WARNING: TALKIE_API_SPIN_SEED is no longer read: every spin is drawn from the system's secure random source",
    );
  return lines;
}

/**
 * What keeps a production API (NODE_ENV=production, not test mode) from starting: each development
 * default still in place, named with how to set it. Empty when the API may start.
 */
export function productionProblems(config: ServerConfig, env: Env = process.env): string[] {
  if (env.NODE_ENV !== 'production' || config.testMode) return [];
  const problems: string[] = [];
  const salt = env.TALKIE_SIGNING_SALT ?? '';
  if (salt.trim() === '' || salt === DEVELOPMENT_SIGNING_SALT) {
    problems.push(
      'TALKIE_SIGNING_SALT: set the request-signing salt the production page is built with (VITE_SIGNING_SALT); the development salt is public',
    );
  }
  const storeKey = env.TALKIE_STORE_SANDBOX_KEY ?? '';
  if (storeKey.trim() === '' || storeKey === DEFAULT_STORE_SANDBOX_KEY) {
    problems.push(
      'TALKIE_STORE_SANDBOX_KEY: set a secret store-receipt key of at least 32 characters; the sandbox key is written in the repository',
    );
  } else if (storeKey.length < 32) {
    problems.push('TALKIE_STORE_SANDBOX_KEY: use at least 32 characters');
  }
  if (!config.smsWebhookUrl)
    problems.push(
      'TALKIE_SMS_WEBHOOK_URL: set the SMS gateway that delivers one-time codes; without it codes would only reach the server log',
    );
  if ((env.TALKIE_API_SMS_CODE ?? '') !== '')
    problems.push('TALKIE_API_SMS_CODE: unset it; a fixed verification code exists only in test mode');
  return problems;
}

/** Thrown by createApiApp when productionProblems() is not empty; the message lists every problem. */
export class UnsafeProductionConfig extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `refusing to start with NODE_ENV=production and development defaults:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'UnsafeProductionConfig';
  }
}

function optionalUrl(env: Env, name: string): string | null {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.href;
}

export function readServerConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const testMode = flag(env, 'TALKIE_API_TEST_MODE');
  const dataDir = path.resolve(env.TALKIE_API_DATA_DIR ?? DEFAULT_DATA_DIR);
  const base: ServerConfig = {
    port: int(env, 'TALKIE_API_PORT', DEFAULT_PORT),
    host: env.TALKIE_API_HOST ?? '0.0.0.0',
    dataDir,
    databasePath: env.TALKIE_API_DB ?? (testMode ? ':memory:' : path.join(dataDir, 'weaver.sqlite')),
    // Shared with the web client: one default, defined in src/platform/config.ts.
    signingSalt: env.TALKIE_SIGNING_SALT ?? clientConfig.signingSalt,
    signatureWindowSeconds: int(env, 'TALKIE_API_SIGNATURE_WINDOW_S', 300),
    authTokenTtlSeconds: int(env, 'TALKIE_API_AUTH_TOKEN_TTL_S', 2 * 60 * 60),
    refreshTokenTtlSeconds: int(env, 'TALKIE_API_REFRESH_TOKEN_TTL_S', 30 * 24 * 60 * 60),
    refreshGraceSeconds: int(env, 'TALKIE_API_REFRESH_GRACE_S', 10),
    wechatAppId: env.TALKIE_WECHAT_APP_ID ?? clientConfig.wechatAppId,
    wechatJsapiTicket: env.TALKIE_WECHAT_JSAPI_TICKET ?? DEFAULT_JSAPI_TICKET,
    smsCode: testMode
      ? env.TALKIE_API_SMS_CODE === undefined
        ? '123456'
        : env.TALKIE_API_SMS_CODE.trim() || null
      : null,
    smsWebhookUrl: optionalUrl(env, 'TALKIE_SMS_WEBHOOK_URL'),
    verifyCodes: {
      ttlSeconds: int(env, 'TALKIE_API_SMS_CODE_TTL_S', 5 * 60),
      resendSeconds: int(env, 'TALKIE_API_SMS_RESEND_S', 60),
      perPhonePerHour: int(env, 'TALKIE_API_SMS_PER_PHONE_PER_HOUR', 5),
      perIpPerHour: int(env, 'TALKIE_API_SMS_PER_IP_PER_HOUR', 20),
      attemptsPerCode: int(env, 'TALKIE_API_SMS_ATTEMPTS', 5),
      failuresPerIpPerHour: int(env, 'TALKIE_API_SMS_FAILURES_PER_IP_PER_HOUR', 20),
    },
    phones: {
      defaultRegion: region(env, 'TALKIE_API_PHONE_DEFAULT_REGION', DEFAULT_PHONE_REGION),
      deniedPrefixes: prefixesOf(env, 'TALKIE_API_SMS_DENIED_PREFIXES', DEFAULT_DENIED_PREFIXES),
    },
    newAccountsPerIpPerHour: int(env, 'TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR', testMode ? 0 : 30),
    newAccountsPerDevicePerHour: int(env, 'TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR', testMode ? 0 : 5),
    riskLimitPerMinute: int(env, 'TALKIE_API_RISK_LIMIT_PER_MINUTE', 600),
    oneClickLogin: switchOf(env, 'TALKIE_API_ONE_CLICK_LOGIN', testMode || env.NODE_ENV !== 'production'),
    wechatSignedHosts: listOf(env, 'TALKIE_WECHAT_SIGNED_HOSTS', DEFAULT_WECHAT_SIGNED_HOSTS),
    eventMaxAgeSeconds: int(env, 'TALKIE_API_EVENT_MAX_AGE_S', 7 * 24 * 60 * 60),
    eventMaxAheadSeconds: int(env, 'TALKIE_API_EVENT_MAX_AHEAD_S', 60 * 60),
    inviteRewardsPerDay: int(env, 'TALKIE_API_INVITE_REWARDS_PER_DAY', 5),
    inviteRewardsTotal: int(env, 'TALKIE_API_INVITE_REWARDS_TOTAL', 50),
    inviteNewAccountSeconds: int(env, 'TALKIE_API_INVITE_NEW_ACCOUNT_S', 24 * 60 * 60),
    inviteLoginLimitPerMinute: int(env, 'TALKIE_API_INVITE_LOGIN_LIMIT_PER_MINUTE', 5),
    storeSandboxKey: env.TALKIE_STORE_SANDBOX_KEY ?? DEFAULT_STORE_SANDBOX_KEY,
    moderationWords: listOf(env, 'TALKIE_API_MODERATION_WORDS', []),
    descriptionMaxCount: int(env, 'TALKIE_API_DESCRIPTION_MAX_COUNT', clientConfig.descriptionMaxCount),
    adCallbackStandIn: switchOf(env, 'TALKIE_API_AD_CALLBACK_STANDIN', testMode || env.NODE_ENV !== 'production'),
    uploadsPerAccount: int(env, 'TALKIE_API_UPLOADS_PER_ACCOUNT', 30),
    uploadsPerIp: int(env, 'TALKIE_API_UPLOADS_PER_IP', testMode ? TEST_MODE_IP_QUOTA : 100),
    ticketsPerAccount: int(env, 'TALKIE_API_TICKETS_PER_ACCOUNT', 20),
    ticketsPerIp: int(env, 'TALKIE_API_TICKETS_PER_IP', testMode ? TEST_MODE_IP_QUOTA : 60),
    duplicateTicketWindowSeconds: int(env, 'TALKIE_API_DUPLICATE_TICKET_WINDOW_S', 10 * 60),
    ticketMessagesPerTicketPerHour: int(env, 'TALKIE_API_MESSAGES_PER_TICKET_PER_HOUR', 10),
    ticketMessagesPerAccountPerHour: int(env, 'TALKIE_API_MESSAGES_PER_ACCOUNT_PER_HOUR', 30),
    creatorUploadsPerAccount: int(env, 'TALKIE_API_CREATOR_UPLOADS_PER_ACCOUNT', 20),
    creatorUploadsPerIp: int(env, 'TALKIE_API_CREATOR_UPLOADS_PER_IP', testMode ? TEST_MODE_IP_QUOTA : 60),
    uploadUnattachedTtlSeconds: int(env, 'TALKIE_API_UPLOAD_UNATTACHED_TTL_S', 24 * 60 * 60),
    reportBudget: {
      eventsPerIp: int(env, 'TALKIE_API_EVENTS_PER_IP_PER_MINUTE', testMode ? TEST_MODE_IP_QUOTA : 600),
      eventsPerAccount: int(env, 'TALKIE_API_EVENTS_PER_ACCOUNT_PER_MINUTE', 400),
      errorReportsPerIp: int(env, 'TALKIE_API_ERROR_REPORTS_PER_IP_PER_MINUTE', testMode ? TEST_MODE_IP_QUOTA : 120),
      errorReportsPerAccount: int(env, 'TALKIE_API_ERROR_REPORTS_PER_ACCOUNT_PER_MINUTE', 60),
      cspReportsPerIp: int(env, 'TALKIE_API_CSP_REPORTS_PER_IP_PER_MINUTE', testMode ? TEST_MODE_IP_QUOTA : 60),
      cspReportsPerPageView: int(env, 'TALKIE_API_CSP_REPORTS_PER_PAGE_VIEW', 20),
      bytesPerIp: int(
        env,
        'TALKIE_API_REPORT_BYTES_PER_IP_PER_MINUTE',
        testMode ? TEST_MODE_IP_QUOTA * 1024 : 1024 * 1024,
      ),
      bytesPerAccount: int(env, 'TALKIE_API_REPORT_BYTES_PER_ACCOUNT_PER_MINUTE', 512 * 1024),
    },
    publicPageOrigins: listOf(
      env,
      'TALKIE_PUBLIC_PAGE_ORIGINS',
      defaultPageOrigins(testMode || env.NODE_ENV !== 'production'),
    ),
    testMode,
    logRequests: flag(env, 'TALKIE_API_LOG'),
  };
  return { ...base, ...overrides };
}
