import { describe, expect, it } from 'vitest';
import { chooseLocale, normalizeLocale } from '@/platform/language';

describe('language choice (SPEC §9)', () => {
  it('talkie uses a supported language and falls back to English', () => {
    expect(chooseLocale(['pt-BR'], 'talkie')).toBe('pt');
    expect(chooseLocale(['es-419', 'en'], 'talkie')).toBe('es');
    expect(chooseLocale(['ja-JP'], 'talkie')).toBe('ja');
    expect(chooseLocale(['zh-CN'], 'talkie')).toBe('en');
    expect(chooseLocale(['fr-FR', 'de'], 'talkie')).toBe('en');
    expect(chooseLocale([], 'talkie')).toBe('en');
  });

  it('tries preferred languages in order until one is supported', () => {
    expect(chooseLocale(['zh-TW', 'fr', 'ja'], 'talkie')).toBe('ja');
  });

  it('xingye is Chinese and toki Japanese whatever the user prefers', () => {
    expect(chooseLocale(['en-US'], 'xingye')).toBe('zh');
    expect(chooseLocale(['en-US'], 'toki')).toBe('ja');
  });

  it('ignores malformed tags', () => {
    expect(normalizeLocale('')).toBeNull();
    expect(normalizeLocale(undefined)).toBeNull();
    expect(normalizeLocale('__')).toBeNull();
    expect(chooseLocale([null, '', 'PT'], 'talkie')).toBe('pt');
  });
});
