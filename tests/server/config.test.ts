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
    expect(readServerConfig({ TALKIE_API_TEST_MODE: '1', TALKIE_API_DB: '/tmp/x.sqlite' }).databasePath).toBe(
      '/tmp/x.sqlite',
    );
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

/** How each kind of variable is read: numbers, flags, switches with a default and lists. */
describe('config edges', () => {
  describe('server configuration at its edges', () => {
    it('keeps a number’s default when the variable is empty or blank, and names a bad one exactly', () => {
      expect(readServerConfig({ TALKIE_API_PORT: '' }).port).toBe(8787);
      expect(readServerConfig({ TALKIE_API_PORT: '   ' }).port).toBe(8787);
      expect(readServerConfig({ TALKIE_API_SIGNATURE_WINDOW_S: ' 42 ' }).signatureWindowSeconds).toBe(42);
      expect(() => readServerConfig({ TALKIE_API_PORT: '-1' })).toThrow(
        'TALKIE_API_PORT must be a non-negative integer, got "-1"',
      );
      expect(() => readServerConfig({ TALKIE_API_PORT: '1.5' })).toThrow(
        'TALKIE_API_PORT must be a non-negative integer, got "1.5"',
      );
      expect(readServerConfig({ TALKIE_API_PORT: '0' }).port).toBe(0);
    });

    it('reads the help forms’ description limit from TALKIE_API_DESCRIPTION_MAX_COUNT, the page’s 500 unless set', () => {
      expect(readServerConfig({}).descriptionMaxCount).toBe(500);
      expect(readServerConfig({ TALKIE_API_DESCRIPTION_MAX_COUNT: '200' }).descriptionMaxCount).toBe(200);
    });

    it('token lifetimes default to 2 hours and 30 days', () => {
      const config = readServerConfig({});
      expect(config.authTokenTtlSeconds).toBe(7200);
      expect(config.refreshTokenTtlSeconds).toBe(2_592_000);
    });

    it('reads a flag as on for 1, true or yes in any case, and off otherwise', () => {
      for (const value of ['1', 'true', 'TRUE', 'Yes'])
        expect(readServerConfig({ TALKIE_API_LOG: value }).logRequests, value).toBe(true);
      for (const value of ['', '0', 'no', 'on?', 'Stryker was here!'])
        expect(readServerConfig({ TALKIE_API_LOG: value }).logRequests, value).toBe(false);
      expect(readServerConfig({}).logRequests).toBe(false);
      expect(readServerConfig({ TALKIE_API_TEST_MODE: 'True' }).testMode).toBe(true);
    });

    it('reads a switch’s words in any case and around spaces, keeps its default when blank, and names a bad value', () => {
      for (const value of ['1', 'true', 'YES', ' on '])
        expect(
          readServerConfig({ NODE_ENV: 'production', TALKIE_API_ONE_CLICK_LOGIN: value }).oneClickLogin,
          value,
        ).toBe(true);
      for (const value of ['0', 'False', 'no', ' OFF '])
        expect(readServerConfig({ TALKIE_API_ONE_CLICK_LOGIN: value }).oneClickLogin, value).toBe(false);
      expect(readServerConfig({ TALKIE_API_ONE_CLICK_LOGIN: '  ' }).oneClickLogin).toBe(true);
      expect(readServerConfig({ NODE_ENV: 'production', TALKIE_API_ONE_CLICK_LOGIN: '' }).oneClickLogin).toBe(false);
      expect(() => readServerConfig({ TALKIE_API_ONE_CLICK_LOGIN: 'Maybe' })).toThrow(
        'TALKIE_API_ONE_CLICK_LOGIN must be 1 or 0, got "Maybe"',
      );
    });

    it('mounts the ad network’s callback stand-in locally and in test mode, not on a deployed API unless asked', () => {
      expect(readServerConfig({}).adCallbackStandIn).toBe(true);
      expect(readServerConfig({ NODE_ENV: 'development' }).adCallbackStandIn).toBe(true);
      expect(readServerConfig({ NODE_ENV: 'production' }).adCallbackStandIn).toBe(false);
      expect(readServerConfig({ NODE_ENV: 'production', TALKIE_API_TEST_MODE: '1' }).adCallbackStandIn).toBe(true);
      expect(readServerConfig({ NODE_ENV: 'production', TALKIE_API_AD_CALLBACK_STANDIN: '1' }).adCallbackStandIn).toBe(
        true,
      );
      expect(readServerConfig({ TALKIE_API_AD_CALLBACK_STANDIN: '0' }).adCallbackStandIn).toBe(false);
    });

    it('reads a list trimmed and in lower case, dropping empty items, and keeps its default when blank', () => {
      expect(
        readServerConfig({ TALKIE_WECHAT_SIGNED_HOSTS: ' Talkie-AI.com , ,h5.example.com,' }).wechatSignedHosts,
      ).toEqual(['talkie-ai.com', 'h5.example.com']);
      expect(readServerConfig({ TALKIE_WECHAT_SIGNED_HOSTS: '  ' }).wechatSignedHosts).toEqual([
        'talkie-ai.com',
        'www.talkie-ai.com',
        'h5.talkie-ai.com',
        'localhost',
        '127.0.0.1',
      ]);
      expect(readServerConfig({}).moderationWords).toEqual([]);
      expect(readServerConfig({ TALKIE_API_MODERATION_WORDS: 'Spam, SCAM' }).moderationWords).toEqual(['spam', 'scam']);
    });

    it('has a fixed SMS code in test mode only', () => {
      expect(readServerConfig({}).smsCode).toBeNull();
      expect(readServerConfig({ TALKIE_API_SMS_CODE: '654321' }).smsCode).toBeNull();
      expect(readServerConfig({ TALKIE_API_TEST_MODE: '1' }).smsCode).toBe('123456');
      expect(readServerConfig({ TALKIE_API_TEST_MODE: '1', TALKIE_API_SMS_CODE: '654321' }).smsCode).toBe('654321');
    });

    it('sends one-time codes for 5 minutes, one a minute, 5 an hour per phone and 20 per address, 5 tries each', () => {
      expect(readServerConfig({}).verifyCodes).toEqual({
        ttlSeconds: 300,
        resendSeconds: 60,
        perPhonePerHour: 5,
        perIpPerHour: 20,
        attemptsPerCode: 5,
        failuresPerIpPerHour: 20,
      });
      expect(
        readServerConfig({ TALKIE_API_SMS_CODE_TTL_S: '120', TALKIE_API_SMS_ATTEMPTS: '3' }).verifyCodes,
      ).toMatchObject({ ttlSeconds: 120, attemptsPerCode: 3 });
      expect(readServerConfig({}).smsWebhookUrl).toBeNull();
      expect(readServerConfig({ TALKIE_SMS_WEBHOOK_URL: 'https://sms.example.com/send' }).smsWebhookUrl).toBe(
        'https://sms.example.com/send',
      );
      expect(() => readServerConfig({ TALKIE_SMS_WEBHOOK_URL: 'ftp://sms.example.com' })).toThrow(
        'TALKIE_SMS_WEBHOOK_URL must be an http(s) URL',
      );
      expect(() => readServerConfig({ TALKIE_SMS_WEBHOOK_URL: 'not a url' })).toThrow(
        'TALKIE_SMS_WEBHOOK_URL must be an http(s) URL',
      );
    });

    it('limits new anonymous accounts to 30 per address and 5 per device an hour, off in test mode', () => {
      expect(readServerConfig({})).toMatchObject({ newAccountsPerIpPerHour: 30, newAccountsPerDevicePerHour: 5 });
      expect(readServerConfig({ TALKIE_API_TEST_MODE: '1' })).toMatchObject({
        newAccountsPerIpPerHour: 0,
        newAccountsPerDevicePerHour: 0,
      });
      expect(readServerConfig({ TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR: '3' }).newAccountsPerIpPerHour).toBe(3);
    });

    it('lets explicit values win over the environment', () => {
      expect(readServerConfig({ TALKIE_API_PORT: '9000' }, { port: 9100 }).port).toBe(9100);
    });
  });
});
