/**
 * What the membership page offers: the Standard and Pro plans with their benefits and the daily
 * limited discount, priced by the app store when the app can ask it, else by the server.
 * Loaded once per page (the status loader waits for it, the page reads it when the status is ready).
 */
import type { MembershipTier } from '@machines/membership/types';
import type { MemberTier } from '@/api/contract/account';
import { getMembershipPlans, type PlansData, type Product } from '@/api/contract/membership';
import type { ContractLocale } from '@/api/contract/endpoint';
import type { ApiClient } from '@/services/api';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { Bridge } from '@/services/bridge';
import { membershipConfig } from './membership-config';
import { displayPrice, storePriceMap, type DisplayPrice, type PriceSource, type StorePrices } from './prices';

export interface PlanOffer {
  readonly productId: string;
  readonly tier: MembershipTier;
  readonly title: string;
  readonly description: string;
  readonly periodDays: number;
  readonly benefits: readonly string[];
  readonly price: DisplayPrice;
}

export interface DealOffer {
  readonly productId: string;
  readonly title: string;
  readonly description: string;
  readonly gems: number;
  readonly discountPercent: number;
  readonly requiredTier: MemberTier;
  readonly price: DisplayPrice;
}

export interface MembershipCatalog {
  readonly plans: readonly PlanOffer[];
  readonly deal: DealOffer;
  /** 'store' when at least one price came from the app store. */
  readonly priceSource: PriceSource;
}

export const TIER_RANK: { readonly [T in MemberTier]: number } = { none: 0, standard: 1, pro: 2 };

const isTier = (tier: Product['tier']): tier is MembershipTier => tier === 'standard' || tier === 'pro';

/** Turns the server's plans and the store's prices into the page's offers. Pure; exported for tests. */
export function buildCatalog(data: PlansData, store: StorePrices, locale: string): MembershipCatalog {
  const plans: PlanOffer[] = [];
  for (const product of data.plans) {
    if (product.kind !== 'membership' || !isTier(product.tier)) continue;
    plans.push({
      productId: product.product_id,
      tier: product.tier,
      title: product.title,
      description: product.description,
      periodDays: product.period_days,
      benefits: product.benefits,
      price: displayPrice(product, store, locale),
    });
  }
  const deal = data.daily_deal;
  const dealOffer: DealOffer = {
    productId: deal.product_id,
    title: deal.title,
    description: deal.description,
    gems: deal.gems,
    discountPercent: deal.discount_percent,
    requiredTier: deal.required_tier,
    price: displayPrice(deal, store, locale),
  };
  const priceSource: PriceSource = [dealOffer, ...plans].some((offer) => offer.price.source === 'store')
    ? 'store'
    : 'server';
  return { plans, deal: dealOffer, priceSource };
}

export interface CatalogDeps {
  readonly client: ApiClient;
  readonly bridge: Pick<Bridge, 'supports' | 'call'>;
  readonly locale: ContractLocale;
  /**
   * The plans the route's loader already has (the server render): the catalog is there at once, at the
   * server's prices, and load() only asks the app store for its own.
   */
  readonly plans?: PlansData | undefined;
}

/** Asks the store for prices; any failure (old app, no answer, store error) means server prices. */
async function storePrices(bridge: CatalogDeps['bridge'], data: PlansData): Promise<StorePrices> {
  if (!bridge.supports('getPriceFromStore')) return new Map();
  const ids = [...data.plans, data.daily_deal].map((p) => p.store_product_id);
  try {
    return storePriceMap(
      await bridge.call('getPriceFromStore', { product_ids: ids }, { timeoutMs: membershipConfig.storePriceTimeoutMs }),
    );
  } catch {
    return new Map(); // the bridge has logged and reported it
  }
}

export interface CatalogSource {
  /** Loads once; a failed load is forgotten so the next call (a retry) asks again. */
  load(): Promise<MembershipCatalog>;
  /** The loaded catalog, or null before it arrived. */
  current(): MembershipCatalog | null;
}

export function createCatalogSource(deps: CatalogDeps): CatalogSource {
  let pending: Promise<MembershipCatalog> | null = null;
  let loaded: MembershipCatalog | null = deps.plans ? buildCatalog(deps.plans, new Map(), deps.locale) : null;
  return {
    load() {
      pending ??= (async () => {
        const data = deps.plans ?? (await callEndpoint(deps.client, getMembershipPlans, { locale: deps.locale }));
        const catalog = buildCatalog(data, await storePrices(deps.bridge, data), deps.locale);
        loaded = catalog;
        return catalog;
      })().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    current: () => loaded,
  };
}
