import { describe, expect, it } from 'vitest';
import { environmentFromHost } from '@/platform/environment';

describe('environment from host name', () => {
  it.each([
    ['h5-test.talkie-ai.com', 'test'],
    ['staging.talkie-ai.com', 'test'],
    ['pre.talkie-ai.com', 'test'],
    ['localhost', 'local'],
    ['localhost:5173', 'local'],
    ['127.0.0.1', 'local'],
    ['192.168.1.20', 'local'],
    ['[::1]', 'local'],
    ['h5.talkie-ai.com', 'production'],
    ['www.talkie-ai.com', 'production'],
  ] as const)('%s is %s', (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });
});
