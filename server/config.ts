/**
 * Configuration of the local Weaver API, read from environment variables in one place.
 * Every variable, its default and its meaning is listed in server/README.md.
 */
import path from 'node:path';
import { config as clientConfig } from '../src/platform/config';
import { DEFAULT_STORE_SANDBOX_KEY } from './services/store-sandbox';

export interface ServerConfig {
  /** TALKIE_API_PORT: port of the standalone server. */
  port: number;
  /** TALKIE_API_HOST: interface of the standalone server (0.0.0.0 so a phone on the LAN can reach it). */
  host: string;
  /** TALKIE_API_DATA_DIR: where the database file lives. */
  dataDir: string;
  /** TALKIE_API_DB: database file path, or ':memory:'. Defaults to <dataDir>/weaver.sqlite (':memory:' in test mode). */
  databasePath: string;
  /** TALKIE_SIGNING_SALT: the request-signing salt, the web client's default unless set. */
  signingSalt: string;
  /** TALKIE_API_SIGNATURE_WINDOW_S: how far x-timestamp may be from the server's clock. */
  signatureWindowSeconds: number;
  /** TALKIE_API_AUTH_TOKEN_TTL_S / TALKIE_API_REFRESH_TOKEN_TTL_S: token lifetimes. */
  authTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** TALKIE_WECHAT_APP_ID / TALKIE_WECHAT_JSAPI_TICKET: what get_wx_url_signature signs with. */
  wechatAppId: string;
  wechatJsapiTicket: string;
  /** TALKIE_API_SMS_CODE: the verification code login type 2 accepts. */
  smsCode: string;
  /** TALKIE_API_RISK_LIMIT_PER_MINUTE: calls one user may make per minute before 1118010010 (0: off). */
  riskLimitPerMinute: number;
  /** TALKIE_STORE_SANDBOX_KEY: the key the sandbox store signs purchase receipts with (services/store-sandbox.ts). */
  storeSandboxKey: string;
  /** TALKIE_API_TEST_MODE=1: fault injection and the /__control/ API. */
  testMode: boolean;
  /** TALKIE_API_LOG=1: one line per request on stdout. */
  logRequests: boolean;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_DATA_DIR = '.data';
/** WeChat's documentation example ticket; real deployments set TALKIE_WECHAT_JSAPI_TICKET. */
export const DEFAULT_JSAPI_TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';

type Env = Readonly<Record<string, string | undefined>>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

const flag = (env: Env, name: string): boolean => ['1', 'true', 'yes'].includes((env[name] ?? '').toLowerCase());

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
    wechatAppId: env.TALKIE_WECHAT_APP_ID ?? clientConfig.wechatAppId,
    wechatJsapiTicket: env.TALKIE_WECHAT_JSAPI_TICKET ?? DEFAULT_JSAPI_TICKET,
    smsCode: env.TALKIE_API_SMS_CODE ?? '123456',
    riskLimitPerMinute: int(env, 'TALKIE_API_RISK_LIMIT_PER_MINUTE', 600),
    storeSandboxKey: env.TALKIE_STORE_SANDBOX_KEY ?? DEFAULT_STORE_SANDBOX_KEY,
    testMode,
    logRequests: flag(env, 'TALKIE_API_LOG'),
  };
  return { ...base, ...overrides };
}
