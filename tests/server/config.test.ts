import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, readServerConfig } from '../../server/config';
import { config as clientConfig } from '../../src/platform/config';

describe('server configuration', () => {
  it('defaults: port 8787 on all interfaces, .data/, the client signing salt and WeChat app id', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      port: DEFAULT_PORT,
      host: '0.0.0.0',
      dataDir: path.resolve('.data'),
      databasePath: path.resolve('.data', 'weaver.sqlite'),
      signingSalt: clientConfig.signingSalt,
      wechatAppId: clientConfig.wechatAppId,
      testMode: false,
      signatureWindowSeconds: 300,
      refreshGraceSeconds: 10,
    });
    expect(DEFAULT_PORT).toBe(8787);
  });

  it('test mode uses a throw-away database unless one is named', () => {
    expect(readServerConfig({ TALKIE_API_TEST_MODE: '1' }).databasePath).toBe(':memory:');
    expect(readServerConfig({ TALKIE_API_TEST_MODE: '1', TALKIE_API_DB: '/tmp/x.sqlite' }).databasePath).toBe('/tmp/x.sqlite');
  });

  it('reads every variable', () => {
    const config = readServerConfig({
      TALKIE_API_PORT: '9000',
      TALKIE_API_HOST: '127.0.0.1',
      TALKIE_SIGNING_SALT: 's',
      TALKIE_API_AUTH_TOKEN_TTL_S: '60',
      TALKIE_API_REFRESH_TOKEN_TTL_S: '120',
      TALKIE_WECHAT_APP_ID: 'wx1',
      TALKIE_WECHAT_JSAPI_TICKET: 'ticket',
      TALKIE_API_RISK_LIMIT_PER_MINUTE: '0',
      TALKIE_API_REFRESH_GRACE_S: '3',
      TALKIE_STORE_SANDBOX_KEY: 'store-key',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      signingSalt: 's',
      authTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 120,
      wechatAppId: 'wx1',
      wechatJsapiTicket: 'ticket',
      riskLimitPerMinute: 0,
      refreshGraceSeconds: 3,
      storeSandboxKey: 'store-key',
    });
  });

  it('one-click login: on for local development and test mode, off by default on a deployed API (NODE_ENV=production)', () => {
    expect(readServerConfig({}).oneClickLogin).toBe(true);
    expect(readServerConfig({ TALKIE_API_TEST_MODE: '1', NODE_ENV: 'production' }).oneClickLogin).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production' }).oneClickLogin).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production', TALKIE_API_ONE_CLICK_LOGIN: '1' }).oneClickLogin).toBe(true);
    expect(readServerConfig({ TALKIE_API_ONE_CLICK_LOGIN: '0' }).oneClickLogin).toBe(false);
    expect(() => readServerConfig({ TALKIE_API_ONE_CLICK_LOGIN: 'maybe' })).toThrow(/TALKIE_API_ONE_CLICK_LOGIN/);
  });

  it('abuse limits: documented defaults, each settable', () => {
    expect(readServerConfig({})).toMatchObject({
      eventMaxAgeSeconds: 604_800,
      eventMaxAheadSeconds: 3600,
      inviteRewardsPerDay: 5,
      inviteRewardsTotal: 50,
      inviteNewAccountSeconds: 86_400,
      inviteLoginLimitPerMinute: 5,
      wechatSignedHosts: ['talkie-ai.com', 'www.talkie-ai.com', 'h5.talkie-ai.com', 'localhost', '127.0.0.1'],
    });
    expect(
      readServerConfig({
        TALKIE_API_EVENT_MAX_AGE_S: '60',
        TALKIE_API_EVENT_MAX_AHEAD_S: '5',
        TALKIE_API_INVITE_REWARDS_PER_DAY: '2',
        TALKIE_API_INVITE_REWARDS_TOTAL: '9',
        TALKIE_API_INVITE_NEW_ACCOUNT_S: '600',
        TALKIE_API_INVITE_LOGIN_LIMIT_PER_MINUTE: '0',
        TALKIE_WECHAT_SIGNED_HOSTS: 'a.example, B.example',
      }),
    ).toMatchObject({
      eventMaxAgeSeconds: 60,
      eventMaxAheadSeconds: 5,
      inviteRewardsPerDay: 2,
      inviteRewardsTotal: 9,
      inviteNewAccountSeconds: 600,
      inviteLoginLimitPerMinute: 0,
      wechatSignedHosts: ['a.example', 'b.example'],
    });
  });

  it('refuses a malformed number instead of guessing', () => {
    expect(() => readServerConfig({ TALKIE_API_PORT: 'eighty' })).toThrow(/TALKIE_API_PORT/);
  });
});
