import { beforeEach, describe, expect, it } from 'vitest';
import { clearHostCache, compareVersions, detectHost, hostCacheSize } from '@/platform/host';
import { UA } from '../support/user-agents';

describe('host detection from the user agent', () => {
  beforeEach(() => clearHostCache());

  it.each([
    ['iOS Safari', UA.iosSafari, 'browser', 'ios'],
    ['Android Chrome', UA.androidChrome, 'browser', 'android'],
    ['WeChat on iOS', UA.wechatIos, 'wechat', 'ios'],
    ['WeChat on Android', UA.wechatAndroid, 'wechat', 'android'],
    ['WeChat mini program', UA.wechatMiniProgram, 'wechat_mini_program', 'ios'],
    ['QQ on iOS', UA.qqIos, 'qq', 'ios'],
    ['QQ on Android', UA.qqAndroid, 'qq', 'android'],
    ['QQ Browser (an ordinary browser)', UA.qqBrowser, 'browser', 'android'],
    ['Talkie app on iOS', UA.talkieIos, 'talkie', 'ios'],
    ['Talkie app on Android', UA.talkieAndroid, 'talkie', 'android'],
    ['desktop Chrome', UA.desktopChrome, 'browser', 'other'],
  ] as const)('%s', (_name, ua, app, os) => {
    const host = detectHost(ua);
    expect(host.app).toBe(app);
    expect(host.os).toBe(os);
    expect(host.isNativeApp).toBe(app === 'talkie');
  });

  it('reads the Talkie app version from its user agent', () => {
    expect(detectHost(UA.talkieIos).appVersion).toBe('2.30.0');
    expect(detectHost(UA.talkieAndroid).appVersion).toBe('1.21.3');
    expect(detectHost(UA.iosSafari).appVersion).toBeNull();
  });

  it('an empty or garbage agent is an ordinary browser on another OS, not a crash', () => {
    expect(detectHost('').app).toBe('browser');
    expect(detectHost('\u0000<script>').os).toBe('other');
  });

  it('keeps at most 10 parsed agents (SPEC §1) and returns the cached result', () => {
    const first = detectHost(UA.iosSafari);
    expect(detectHost(UA.iosSafari)).toBe(first);
    for (let i = 0; i < 25; i++) detectHost(`${UA.androidChrome} build/${i}`);
    expect(hostCacheSize()).toBe(10);
    // The oldest entry was evicted: a new object is parsed.
    expect(detectHost(UA.iosSafari)).not.toBe(first);
    expect(detectHost(UA.iosSafari)).toEqual(first);
  });

  it('keeps a recently used agent while evicting older ones', () => {
    const kept = detectHost(UA.talkieIos);
    for (let i = 0; i < 30; i++) {
      detectHost(`${UA.androidChrome} x/${i}`);
      detectHost(UA.talkieIos);
    }
    expect(detectHost(UA.talkieIos)).toBe(kept);
  });

  it('evicts the eleventh-newest agent and keeps the tenth', () => {
    const oldest = detectHost(UA.iosSafari);
    for (let i = 0; i < 9; i++) detectHost(`${UA.androidChrome} fill/${i}`);
    expect(detectHost(UA.iosSafari)).toBe(oldest); // ten agents: still cached
    const again = detectHost(UA.iosSafari);
    for (let i = 0; i < 10; i++) detectHost(`${UA.androidChrome} more/${i}`);
    expect(hostCacheSize()).toBe(10);
    expect(detectHost(UA.iosSafari)).not.toBe(again); // ten newer agents pushed it out
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.10.5', '1.9.9', 1],
    ['1.4.10', '1.4.14', -1],
    ['2.12', '2.12.0', 0],
    ['2.28.0', '2.3.0', 1],
  ] as const)('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe('boot-time host hint', () => {
  it('agrees with the full parse on the host app, native flag, app version and OS for every known agent', async () => {
    const { hostHint } = await import('@/platform/host-markers');
    for (const ua of Object.values(UA)) {
      const full = detectHost(ua);
      const hint = hostHint(ua);
      expect({ ua, app: hint.app, os: hint.os, isNativeApp: hint.isNativeApp, appVersion: hint.appVersion }).toEqual({
        ua,
        app: full.app,
        os: full.os,
        isNativeApp: full.isNativeApp,
        appVersion: full.appVersion,
      });
    }
  });
});
