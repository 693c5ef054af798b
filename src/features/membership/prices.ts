/**
 * Prices as the page shows them: the app store's own price text inside the app (getPriceFromStore,
 * minimum 2.28.0), else the server's price in cents formatted for the reader's language.
 */
import type { BridgeReplyData } from '@/services/bridge';

export type PriceSource = 'store' | 'server';

export interface DisplayPrice {
  readonly text: string;
  /** The crossed-out price; only for server prices (a store price may be in another currency). */
  readonly originalText: string | null;
  readonly source: PriceSource;
}

/** `999, 'USD', 'en'` → `$9.99`. An unknown currency code falls back to "9.99 XYZ". */
export function formatCents(cents: number, currency: string, locale: string): string {
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export interface ServerPrice {
  readonly store_product_id: string;
  readonly price_cents: number;
  readonly original_price_cents: number;
  readonly currency: string;
}

/** Store price texts by store product id (getPriceFromStore's answer). */
export type StorePrices = ReadonlyMap<string, string>;

export function storePriceMap(reply: BridgeReplyData<'getPriceFromStore'> | null): StorePrices {
  const map = new Map<string, string>();
  for (const entry of reply?.prices ?? []) if (entry.product_id && entry.price) map.set(entry.product_id, entry.price);
  return map;
}

/** The store's price when the store knows the product, else the server's. */
export function displayPrice(product: ServerPrice, store: StorePrices, locale: string): DisplayPrice {
  const fromStore = store.get(product.store_product_id);
  if (fromStore) return { text: fromStore, originalText: null, source: 'store' };
  const discounted = product.original_price_cents > product.price_cents;
  return {
    text: formatCents(product.price_cents, product.currency, locale),
    originalText: discounted ? formatCents(product.original_price_cents, product.currency, locale) : null,
    source: 'server',
  };
}
