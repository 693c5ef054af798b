import { describe, expect, it } from 'vitest';
import { buildCatalog, createCatalogSource } from '@/features/membership/membership-catalog';
import { tierFromVipType } from '@/features/membership/membership-config';
import { toMembershipStatus } from '@/features/membership/membership-flow';
import { parseMembershipSearch } from '@/features/membership/membership-search';
import { planAction } from '@/features/membership/membership-view';
import { displayPrice, formatCents, storePriceMap } from '@/features/membership/prices';
import type { ApiClient } from '@/services/api';
import { plansData, statusData } from './support/membership-data';

describe('prices: the store first, the server as the fallback', () => {
  const product = { store_product_id: 'talkie.x', price_cents: 299, original_price_cents: 599, currency: 'USD' };

  it('formats server cents for the reader', () => {
    expect(formatCents(999, 'USD', 'en')).toBe('$9.99');
    expect(formatCents(999, 'EUR', 'es')).toMatch(/9,99\s€/);
    expect(formatCents(100, 'NOT-A-CODE', 'en')).toBe('1.00 NOT-A-CODE');
  });

  it('uses the store price text when the store knows the product, without a crossed-out server price', () => {
    const store = storePriceMap({ prices: [{ product_id: 'talkie.x', price: '¥20', currency: 'CNY' }] });
    expect(displayPrice(product, store, 'en')).toEqual({ text: '¥20', originalText: null, source: 'store' });
  });

  it('falls back to the server price (with the original price) for products the store does not know', () => {
    expect(displayPrice(product, storePriceMap(null), 'en')).toEqual({
      text: '$2.99',
      originalText: '$5.99',
      source: 'server',
    });
  });

  it('builds the catalog: plans per tier, the deal and where the prices came from', () => {
    const catalog = buildCatalog(plansData(), new Map(), 'en');
    expect(catalog.plans.map((p) => [p.productId, p.tier])).toEqual([
      ['standard_monthly', 'standard'],
      ['pro_monthly', 'pro'],
      ['standard_yearly', 'standard'],
    ]);
    expect(catalog.deal).toMatchObject({
      productId: 'daily_deal_gems',
      gems: 600,
      discountPercent: 50,
      requiredTier: 'standard',
    });
    expect(catalog.priceSource).toBe('server');
  });

  it('asks the store only when the app supports it, and a store failure means server prices', async () => {
    const client = {
      request: async () => ({ base_resp: { status_code: 0, status_msg: '' }, ...plansData() }),
    } as unknown as ApiClient;
    const asked: string[] = [];
    const failing = createCatalogSource({
      client,
      locale: 'en',
      bridge: {
        supports: () => true,
        call: (async (method: string) => {
          asked.push(method);
          throw new Error('store unavailable');
        }) as never,
      },
    });
    expect((await failing.load()).priceSource).toBe('server');
    expect(asked).toEqual(['getPriceFromStore']);
    const old = createCatalogSource({
      client,
      locale: 'en',
      bridge: { supports: () => false, call: (async () => asked.push('never')) as never },
    });
    expect((await old.load()).priceSource).toBe('server');
    expect(asked).toEqual(['getPriceFromStore']);
  });

  it('forgets a failed catalog load so a retry asks again', async () => {
    let calls = 0;
    const client = {
      request: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { base_resp: { status_code: 0, status_msg: '' }, ...plansData() };
      },
    } as unknown as ApiClient;
    const source = createCatalogSource({
      client,
      locale: 'en',
      bridge: { supports: () => false, call: (async () => null) as never },
    });
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.current()).toBeNull();
    await expect(source.load()).resolves.toMatchObject({ priceSource: 'server' });
    expect(source.current()).not.toBeNull();
  });
});

describe('status and plan rules', () => {
  it('the deal needs its required tier: purchase available after upgrade for non-members', () => {
    expect(toMembershipStatus(statusData({ tier: 'none' }), 'standard')).toMatchObject({
      isMember: false,
      dealNeedsUpgrade: true,
    });
    expect(toMembershipStatus(statusData({ tier: 'standard' }), 'standard')).toMatchObject({
      isMember: true,
      dealNeedsUpgrade: false,
    });
    expect(toMembershipStatus(statusData({ tier: 'standard' }), 'pro')).toMatchObject({ dealNeedsUpgrade: true });
  });

  it('maps claims, the purchase and what the page displays', () => {
    expect(toMembershipStatus(statusData({ tier: 'pro', claimedToday: true, boughtToday: true }), 'standard')).toEqual({
      isMember: true,
      memberTier: 'pro',
      expiresAtMs: Date.UTC(2025, 6, 10),
      dailyGems: 50,
      monthlyGems: 800,
      claimedToday: true,
      claimedThisMonth: false,
      boughtToday: true,
      dealNeedsUpgrade: false,
    });
  });

  it('a plan is subscribed, upgraded, renewed or already included', () => {
    expect(planAction('none', 'standard')).toBe('subscribe');
    expect(planAction(undefined, 'pro')).toBe('subscribe');
    expect(planAction('standard', 'standard')).toBe('renew');
    expect(planAction('standard', 'pro')).toBe('upgrade');
    expect(planAction('pro', 'standard')).toBe('included');
    expect(planAction('pro', 'pro')).toBe('renew');
  });
});

describe('page URL', () => {
  it('to_vip_type is 1 / 2 or the tier name; anything else is dropped', () => {
    expect(tierFromVipType('1')).toBe('standard');
    expect(tierFromVipType(' PRO ')).toBe('pro');
    expect(tierFromVipType('3')).toBeUndefined();
    expect(parseMembershipSearch({ to_vip_type: '2', entrance: 'home_banner' })).toEqual({
      to_vip_type: 'pro',
      entrance: 'home_banner',
    });
    expect(parseMembershipSearch({ to_vip_type: 'gold', entrance: '<script>' })).toEqual({});
  });
});
