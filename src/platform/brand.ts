/** The brands the shell supports (SPEC §1, §9). This build is always talkie. */
export type Brand = 'xingye' | 'talkie' | 'toki' | 'hailuo' | 'hailuo_oversea';
export type Locale = 'en' | 'zh' | 'es' | 'pt' | 'ja';

export interface BrandInfo {
  readonly nativeAppId: number;
  /** Analytics app id; brands without their own use the native app id. */
  readonly analyticsAppId: number;
  readonly locales: readonly Locale[];
  readonly fallbackLocale: Locale;
}

export const BRANDS: Readonly<Record<Brand, BrandInfo>> = {
  xingye: { nativeAppId: 600, analyticsAppId: 600, locales: ['zh'], fallbackLocale: 'zh' },
  talkie: { nativeAppId: 300, analyticsAppId: 300, locales: ['en', 'pt', 'es', 'ja'], fallbackLocale: 'en' },
  toki: { nativeAppId: 900, analyticsAppId: 900, locales: ['ja'], fallbackLocale: 'ja' },
  hailuo: { nativeAppId: 3001, analyticsAppId: 3001, locales: ['zh'], fallbackLocale: 'zh' },
  hailuo_oversea: { nativeAppId: 3001, analyticsAppId: 3001, locales: ['en'], fallbackLocale: 'en' },
};

/** The brand of this build. */
export const BRAND: Brand = 'talkie';
export const brandInfo = (brand: Brand = BRAND): BrandInfo => BRANDS[brand];
