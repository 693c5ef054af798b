/**
 * The app id and version every request carries (SPEC §3): the brand's native app id and the web build's
 * version on the web; inside the app, its client info, asked once, with the user agent's version when
 * the bridge fails.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAppIdentitySource, webAppIdentity } from '@/services/api/app-identity';

describe('app identity', () => {
  it('on the web: app id 300 (talkie) and the web build version 1.0.0, without asking the app', async () => {
    const getClientInfo = vi.fn(async () => ({ app_version: '9.9.9' }));
    const identity = createAppIdentitySource({ isNativeApp: false, userAgentVersion: '2.30.0', getClientInfo });
    await expect(identity()).resolves.toEqual({ appId: 300, appVersion: '1.0.0' });
    expect(getClientInfo).not.toHaveBeenCalled();
  });

  it("uses each brand's native app id", async () => {
    expect(webAppIdentity('toki')).toEqual({ appId: 900, appVersion: '1.0.0' });
    expect(webAppIdentity('xingye').appId).toBe(600);
    await expect(
      createAppIdentitySource({ isNativeApp: false, userAgentVersion: null, brand: 'hailuo' })(),
    ).resolves.toEqual({ appId: 3001, appVersion: '1.0.0' });
  });

  it("inside the app: the app's client info (id, version, version code), asked once for all requests", async () => {
    const getClientInfo = vi.fn(async () => ({ app_id: 301, app_version: '2.31.0', version_code: '23101' }));
    const identity = createAppIdentitySource({ isNativeApp: true, userAgentVersion: '2.30.0', getClientInfo });
    await expect(identity()).resolves.toEqual({ appId: 301, appVersion: '2.31.0', versionCode: '23101' });
    await expect(identity()).resolves.toEqual({ appId: 301, appVersion: '2.31.0', versionCode: '23101' });
    expect(getClientInfo).toHaveBeenCalledTimes(1);
  });

  it('fills what the client info leaves out: the brand app id, the user agent version, no version code', async () => {
    const identity = createAppIdentitySource({
      isNativeApp: true,
      userAgentVersion: '2.30.0',
      getClientInfo: async () => ({ app_version: '' }),
    });
    await expect(identity()).resolves.toEqual({ appId: 300, appVersion: '2.30.0' });
  });

  it('when the bridge fails: the user agent version, and the app is not asked again', async () => {
    const getClientInfo = vi.fn(() => Promise.reject(new Error('bridge down')));
    const identity = createAppIdentitySource({ isNativeApp: true, userAgentVersion: '2.30.0', getClientInfo });
    await expect(identity()).resolves.toEqual({ appId: 300, appVersion: '2.30.0' });
    await expect(identity()).resolves.toEqual({ appId: 300, appVersion: '2.30.0' });
    expect(getClientInfo).toHaveBeenCalledTimes(1);
  });

  it('inside the app without a bridge or a user agent version: the web build version', async () => {
    await expect(createAppIdentitySource({ isNativeApp: true, userAgentVersion: '2.30.0' })()).resolves.toEqual({
      appId: 300,
      appVersion: '2.30.0',
    });
    const identity = createAppIdentitySource({
      isNativeApp: true,
      userAgentVersion: null,
      getClientInfo: () => Promise.reject(new Error('no')),
    });
    await expect(identity()).resolves.toEqual({ appId: 300, appVersion: '1.0.0' });
  });
});
