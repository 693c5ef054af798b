export type Environment = 'test' | 'local' | 'production';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** SPEC §1: test if the host name contains test, staging or pre; local for localhost or an IP; else production. */
export function environmentFromHost(hostname: string): Environment {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (/test|staging|pre/.test(host)) return 'test';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    IPV4.test(host) ||
    host.includes(':') ||
    host.startsWith('[')
  ) {
    return 'local';
  }
  return 'production';
}

export const currentEnvironment = (): Environment =>
  typeof location === 'undefined' ? 'local' : environmentFromHost(location.hostname);
