/**
 * A deployed API (NODE_ENV=production, not test mode) never runs on a development secret: it refuses
 * to start and names every variable to set, and how.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../server/app';
import { productionProblems, readServerConfig, startupWarnings, UnsafeProductionConfig } from '../../server/config';
import { DEFAULT_STORE_SANDBOX_KEY } from '../../server/services/store-sandbox';

const SAFE = {
  NODE_ENV: 'production',
  TALKIE_API_DB: ':memory:',
  TALKIE_SIGNING_SALT: 'a-production-salt-nobody-has-seen',
  TALKIE_STORE_SANDBOX_KEY: 'k'.repeat(40),
  TALKIE_SMS_WEBHOOK_URL: 'https://sms-gateway.internal.example/send',
};
const problemsWith = (env: Record<string, string | undefined>) => productionProblems(readServerConfig(env), env);
const quiet = () => undefined;

describe('a production start', () => {
  it('starts with every secret set', () => {
    expect(problemsWith(SAFE)).toEqual([]);
    const api = createApiApp({ env: SAFE, warn: quiet });
    expect(api.config.smsCode).toBeNull();
    api.close();
  });

  it('refuses with nothing set, naming the salt, the store key and the SMS gateway', () => {
    const env = { NODE_ENV: 'production', TALKIE_API_DB: ':memory:' };
    let refused: unknown;
    try {
      createApiApp({ env, warn: quiet });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(UnsafeProductionConfig);
    const { problems, message } = refused as UnsafeProductionConfig;
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'TALKIE_SIGNING_SALT',
      'TALKIE_STORE_SANDBOX_KEY',
      'TALKIE_SMS_WEBHOOK_URL',
    ]);
    expect(message).toContain('refusing to start');
  });

  it.each([
    ['the development signing salt', { TALKIE_SIGNING_SALT: 'talkie-local-dev-salt' }, 'TALKIE_SIGNING_SALT'],
    ['an empty signing salt', { TALKIE_SIGNING_SALT: '  ' }, 'TALKIE_SIGNING_SALT'],
    [
      'the sandbox store key of the repository',
      { TALKIE_STORE_SANDBOX_KEY: DEFAULT_STORE_SANDBOX_KEY },
      'TALKIE_STORE_SANDBOX_KEY',
    ],
    ['an empty store key', { TALKIE_STORE_SANDBOX_KEY: '' }, 'TALKIE_STORE_SANDBOX_KEY'],
    ['a short store key', { TALKIE_STORE_SANDBOX_KEY: 'short-key' }, 'TALKIE_STORE_SANDBOX_KEY'],
    ['no SMS gateway', { TALKIE_SMS_WEBHOOK_URL: '' }, 'TALKIE_SMS_WEBHOOK_URL'],
    ['a fixed SMS code', { TALKIE_API_SMS_CODE: '123456' }, 'TALKIE_API_SMS_CODE'],
  ])('refuses %s', (_name, change, variable) => {
    const problems = problemsWith({ ...SAFE, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
    expect(() => createApiApp({ env: { ...SAFE, ...change }, warn: quiet })).toThrow(UnsafeProductionConfig);
  });

  it('leaves development and test mode alone', () => {
    expect(problemsWith({})).toEqual([]);
    expect(problemsWith({ NODE_ENV: 'development' })).toEqual([]);
    expect(problemsWith({ NODE_ENV: 'production', TALKIE_API_TEST_MODE: '1' })).toEqual([]);
  });

  it('warns where a variable no longer means anything', () => {
    expect(
      startupWarnings(readServerConfig({ TALKIE_API_SMS_CODE: '123456', TALKIE_API_ONE_CLICK_LOGIN: '0' }), {
        TALKIE_API_SMS_CODE: '123456',
      }),
    ).toEqual([
      'WARNING: TALKIE_API_SMS_CODE is ignored outside test mode: phone logins need the one-time code sent to the phone',
    ]);
    expect(
      startupWarnings(readServerConfig({ TALKIE_API_ONE_CLICK_LOGIN: '0' }), { TALKIE_API_SPIN_SEED: 'x' })[0],
    ).toContain('TALKIE_API_SPIN_SEED is no longer read');
  });

  it('npm run server exits 1 and prints every variable to set', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', TALKIE_API_DB: ':memory:', TALKIE_API_PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    for (const variable of ['TALKIE_SIGNING_SALT', 'TALKIE_STORE_SANDBOX_KEY', 'TALKIE_SMS_WEBHOOK_URL'])
      expect(run.stderr).toContain(variable);
    expect(run.stdout).not.toContain('Weaver API ready');
  }, 60_000);
});
