import { describe, expect, it } from 'vitest';
import { explainsWideCount, hasWideCharacter } from '@/api/contract/text-length';

describe('the note "a Chinese character counts 2"', () => {
  it('helps Chinese and Japanese readers, and anyone whose text holds such a character', () => {
    expect(explainsWideCount(['zh-CN'], '')).toBe(true);
    expect(explainsWideCount(['en', 'zh-TW'], '')).toBe(true);
    expect(explainsWideCount(['ja'], 'Robin')).toBe(true);
    expect(explainsWideCount(['en'], 'Robin 小明')).toBe(true);
  });
  it('stays away from an English, Spanish or Portuguese reader typing Latin letters', () => {
    expect(explainsWideCount(['en', 'en-US'], 'Robin')).toBe(false);
    expect(explainsWideCount(['es'], 'Canción ñ')).toBe(false);
    expect(explainsWideCount(['pt-BR'], '')).toBe(false);
    // "zhx" or "jav" are not Chinese or Japanese.
    expect(explainsWideCount(['jav'], '')).toBe(false);
  });
  it('counts only the wide ranges of the length rule', () => {
    expect(hasWideCharacter('😀 é')).toBe(false);
    expect(hasWideCharacter('。')).toBe(true);
  });
});
