import type { AppOpenStrategy } from '@machines/app-open/types';
import type { Brand } from '@/platform/brand';
import type { HostInfo } from '@/platform/host';
import { config } from '@/platform/config';
import { APP_OPEN_STRATEGY, BRAND_STRATEGY, androidMarketUrlFor, appOpenHostOf } from '@/services/app-open/strategy';

/** The row of the strategy table for this host and brand (known at once, before the machine loads). */
export function appOpenStrategyFor(
  host: Pick<HostInfo, 'app' | 'os'>,
  userAgent: string,
  brand: Brand,
): AppOpenStrategy {
  return BRAND_STRATEGY[brand] ?? APP_OPEN_STRATEGY[appOpenHostOf(host, userAgent)];
}

/** The store page of this host's row (App Store, or the phone maker's market), or null where it has none. */
export function storeLinkFor(strategy: AppOpenStrategy, userAgent: string): string | null {
  if (strategy.store === 'apple') return config.appOpen.appleStoreUrl;
  return strategy.store === 'android_market' ? androidMarketUrlFor(userAgent) : null;
}
