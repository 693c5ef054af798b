import type { Locale } from './brand';
import { hostHint, type DeviceOS, type HostApp, type HostInfo } from './host-markers';
import { chooseLocale } from './language';

/**
 * What a server-rendered page depends on besides its address: the language it is rendered in and the
 * host it is rendered for (the host app, the OS, and inside the Talkie app its version). Two visitors
 * with the same variant get the same HTML, so a shared cache keys a page on its variant instead of the
 * raw `User-Agent` and `Accept-Language`, which are nearly unique per device.
 *
 * Written `<locale>/<app>/<os>[/<app version>]`, e.g. `en/browser/android`, `ja/talkie/ios/2.30.0`.
 * A CDN edge computes it with `pageVariantOf` and sends it as PAGE_VARIANT_HEADER, replacing any value
 * the visitor sent (README "Share pages behind a CDN").
 */
export const PAGE_VARIANT_HEADER = 'X-Talkie-Page-Variant';

export interface PageVariant {
  readonly locale: Locale;
  /** The host as the server render reads it: the same as the browser's boot-time hint for that user agent. */
  readonly host: HostInfo;
}

const APPS: readonly HostApp[] = ['talkie', 'wechat', 'wechat_mini_program', 'qq', 'browser'];
const SYSTEMS: readonly DeviceOS[] = ['ios', 'android', 'other'];
const VARIANT = /^([a-z]{2})\/([a-z_]+)\/([a-z]+)(?:\/(\d{1,6}(?:\.\d{1,6}){1,3}))?$/;

/** Languages of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The variant of a visit, from its request headers. */
export function pageVariantFor(userAgent: string, acceptLanguage: string): PageVariant {
  return { locale: chooseLocale(acceptedLanguages(acceptLanguage)), host: hostHint(userAgent) };
}

export function formatPageVariant({ locale, host }: PageVariant): string {
  return [locale, host.app, host.os, ...(host.app === 'talkie' && host.appVersion ? [host.appVersion] : [])].join('/');
}

/** The variant's header value for a visit (what a CDN edge sends). */
export const pageVariantOf = (userAgent: string, acceptLanguage: string): string =>
  formatPageVariant(pageVariantFor(userAgent, acceptLanguage));

/** A variant header read back; null for anything this build would not have written. */
export function parsePageVariant(value: string | null | undefined): PageVariant | null {
  const match = value ? VARIANT.exec(value) : null;
  if (!match) return null;
  const [, locale = '', app, os, appVersion = null] = match;
  if (chooseLocale([locale]) !== locale) return null;
  if (!APPS.includes(app as HostApp) || !SYSTEMS.includes(os as DeviceOS)) return null;
  if (appVersion !== null && app !== 'talkie') return null;
  const hostApp = app as HostApp;
  return {
    locale: locale as Locale,
    host: {
      app: hostApp,
      os: os as DeviceOS,
      appVersion,
      isNativeApp: hostApp === 'talkie',
      browserName: null,
      osVersion: null,
    },
  };
}
