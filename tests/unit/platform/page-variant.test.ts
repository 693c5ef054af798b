import { describe, expect, it } from 'vitest';
import { hostHint } from '@/platform/host-markers';
import {
  acceptedLanguages,
  formatPageVariant,
  pageVariantFor,
  pageVariantOf,
  parsePageVariant,
} from '@/platform/page-variant';

/**
 * The page variant: what a server-rendered page depends on in the request headers, which a CDN keys on
 * instead of the raw User-Agent and Accept-Language.
 */
const UA = {
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iphone16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  galaxy:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.5993.111 Mobile Safari/537.36',
  appPixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Talkie/2.30.0',
  appGalaxy:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.5993.111 Mobile Safari/537.36 Talkie/2.30.0',
  appOldIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Talkie/1.9.0',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

describe('the page variant of a visit', () => {
  it('is the same for every device of one host and language, whatever its model or OS version', () => {
    expect(pageVariantOf(UA.iphone17, 'en-US,en;q=0.9')).toBe('en/browser/ios');
    expect(pageVariantOf(UA.iphone16, 'en-GB')).toBe('en/browser/ios');
    expect(pageVariantOf(UA.pixel, 'es-ES,es;q=0.9')).toBe('es/browser/android');
    expect(pageVariantOf(UA.galaxy, 'es-MX')).toBe('es/browser/android');
    expect(pageVariantOf(UA.appPixel, 'ja-JP')).toBe('ja/talkie/android/2.30.0');
    expect(pageVariantOf(UA.appGalaxy, 'ja')).toBe('ja/talkie/android/2.30.0');
  });

  it('keeps apart what the page renders differently: the app and its version, WeChat, the OS', () => {
    expect(pageVariantOf(UA.appOldIphone, 'en')).toBe('en/talkie/ios/1.9.0');
    expect(pageVariantOf(UA.wechatIphone, 'en')).toBe('en/wechat/ios');
    expect(pageVariantOf(UA.desktop, 'pt-BR')).toBe('pt/browser/other');
  });

  it('takes the most wanted language this build offers, English when it offers none of them', () => {
    expect(acceptedLanguages('fr;q=0.5, ja-JP, es;q=0.8')).toEqual(['ja-JP', 'es', 'fr']);
    expect(pageVariantOf(UA.pixel, 'fr-FR, pt;q=0.3')).toBe('pt/browser/android');
    expect(pageVariantOf(UA.pixel, 'fr-FR, de')).toBe('en/browser/android');
    expect(pageVariantOf(UA.pixel, '')).toBe('en/browser/android');
  });

  it('reads back to the host the browser reads from the same user agent, so the page hydrates as rendered', () => {
    for (const ua of Object.values(UA)) {
      const variant = pageVariantFor(ua, 'en');
      expect(parsePageVariant(formatPageVariant(variant))).toEqual(variant);
      expect(parsePageVariant(pageVariantOf(ua, 'en'))?.host).toEqual(hostHint(ua));
    }
  });

  it.each([
    ['', 'empty'],
    ['en/browser', 'no OS'],
    ['zh/browser/ios', 'a language this build does not offer'],
    ['en/opera/ios', 'a host this build does not know'],
    ['en/browser/windows', 'an OS this build does not know'],
    ['en/browser/ios/2.30.0', 'a version outside the app'],
    ['en/talkie/ios/latest', 'a version that is not one'],
    ['en/browser/ios\r\nSet-Cookie: a=b', 'a header injected after it'],
    ['EN/browser/ios', 'another spelling'],
  ])('%j (%s) is not a variant: the page is rendered from the raw headers', (value) => {
    expect(parsePageVariant(value)).toBeNull();
  });
});
