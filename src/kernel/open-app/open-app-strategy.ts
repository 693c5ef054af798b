import type { AppOpenStrategy } from '@machines/app-open/types';
import type { Brand } from '@/platform/brand';
import type { HostInfo } from '@/platform/host';
import { APP_OPEN_STRATEGY, BRAND_STRATEGY, appOpenHostOf } from '@/services/app-open/strategy';

/** The row of the strategy table for this host and brand (known at once, before the machine loads). */
export function appOpenStrategyFor(host: Pick<HostInfo, 'app' | 'os'>, userAgent: string, brand: Brand): AppOpenStrategy {
  return BRAND_STRATEGY[brand] ?? APP_OPEN_STRATEGY[appOpenHostOf(host, userAgent)];
}
