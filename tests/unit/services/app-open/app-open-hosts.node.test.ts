/** Which row of the open-in-app table a page is on, which Android market a phone has, and universal links. */
import { describe, expect, it } from 'vitest';
import { androidMarketFor, appOpenHostOf, universalLinkFor } from '@/services/app-open/strategy';

describe('open-in-app host', () => {
  it('a browser is Android when the OS or the user agent says Android or HarmonyOS', () => {
    expect(appOpenHostOf({ app: 'browser', os: 'android' }, '')).toBe('browser_android');
    expect(appOpenHostOf({ app: 'browser', os: 'other' }, 'Mozilla/5.0 (Phone; HarmonyOS 4.0)')).toBe(
      'browser_android',
    );
    expect(appOpenHostOf({ app: 'browser', os: 'other' }, 'Mozilla/5.0 (Linux; Android 14)')).toBe('browser_android');
    expect(appOpenHostOf({ app: 'browser', os: 'other' }, '')).toBe('browser_other');
    expect(appOpenHostOf({ app: 'browser', os: 'ios' }, 'Android')).toBe('browser_ios');
  });
});

describe('Android market', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 13; MI 9 Build/TKQ1)', 'xiaomi'],
    ['Mozilla/5.0 (Linux; Android 12; MIX 4)', 'xiaomi'],
    ['Mozilla/5.0 (Linux; Android 13; Mi A3)', 'generic'],
    ['Mozilla/5.0 (Linux; Android 12; Mix Fold)', 'generic'],
    ['Mozilla/5.0 (Linux; Android 12; HONOR X8)', 'huawei'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'generic'],
  ])('%s → %s', (userAgent, market) => {
    expect(androidMarketFor(userAgent)).toBe(market);
  });
});

describe('universal links', () => {
  it('carry the path and query of the deep link, whatever its scheme', () => {
    expect(universalLinkFor('talkie://chat?npc_id=1')).toBe('https://talkie-ai.com/app/chat?npc_id=1');
    expect(universalLinkFor('other-app+x.y://chat?npc_id=1')).toBe('https://talkie-ai.com/app/chat?npc_id=1');
    expect(universalLinkFor('chat?talkie://')).toBe('https://talkie-ai.com/app/chat?talkie://');
  });
});
