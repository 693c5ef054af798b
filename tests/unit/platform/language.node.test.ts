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

  it.each([
    ['pt_BR', 'pt'],
    ['pt-br', 'pt'],
    ['PT-BR', 'pt'],
    ['pt', 'pt'],
    ['zh_Hant_TW', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['es_419', 'es'],
    ['ja_JP', 'ja'],
    ['en_US', 'en'],
    [' pt_BR ', 'pt'],
  ] as const)('reads the tag %j, with underscores as native apps send them, as %s', (tag, locale) => {
    expect(normalizeLocale(tag)).toBe(locale);
  });

  it.each(['ptBR', 'portuguese', 'p', 'br_PT', 'fr_FR', 'zz-pt', 'x-pt'])(
    'reads no supported language from %j',
    (tag) => {
      expect(normalizeLocale(tag)).toBeNull();
    },
  );

  it('a native app language with an underscore picks the talkie locale', () => {
    expect(chooseLocale(['pt_BR', 'en-US'], 'talkie')).toBe('pt');
    expect(chooseLocale(['zh_Hant_TW', 'es-ES'], 'talkie')).toBe('es');
  });
});
