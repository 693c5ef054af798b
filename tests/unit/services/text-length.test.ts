import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countLength, isWideCodePoint, isWithinLimit, remainingLength, truncateToLimit } from '@/api/contract/text-length';

describe('countLength', () => {
  it('counts a Chinese character 2 and everything else 1', () => {
    expect(countLength('')).toBe(0);
    expect(countLength('abc')).toBe(3);
    expect(countLength('你好')).toBe(4);
    expect(countLength('Hi你')).toBe(4);
  });

  it('counts CJK punctuation, full-width forms and extension ideographs as Chinese', () => {
    expect(countLength('。')).toBe(2); // U+3002
    expect(countLength('，')).toBe(2); // U+FF0C full-width comma
    expect(countLength('Ａ')).toBe(2); // U+FF21 full-width A
    expect(countLength('￥')).toBe(2); // U+FFE5
    expect(countLength('𠀀')).toBe(2); // U+20000 extension B (two UTF-16 units)
    expect(countLength('㐀')).toBe(2); // U+3400 extension A
  });

  it('counts by code point, so an astral emoji is 1 and Japanese kana is 1', () => {
    expect(countLength('😀')).toBe(1);
    expect(countLength('あ')).toBe(1);
    expect(countLength('ｱ')).toBe(1); // half-width katakana
    expect(countLength('“”')).toBe(2); // general punctuation quotes count 1 each
  });

  it('is additive over concatenation', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => countLength(a + b) === countLength(a) + countLength(b)));
  });

  it('lies between the code point count and twice that', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const points = [...s].length;
        const n = countLength(s);
        return n >= points && n <= 2 * points;
      }),
    );
  });

  it('agrees with isWideCodePoint for every single code point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff),
        (c) => countLength(String.fromCodePoint(c)) === (isWideCodePoint(c) ? 2 : 1),
      ),
    );
  });
});

describe('limits', () => {
  it('isWithinLimit and remainingLength follow countLength', () => {
    expect(isWithinLimit('你好', 4)).toBe(true);
    expect(isWithinLimit('你好', 3)).toBe(false);
    expect(remainingLength('你好a', 10)).toBe(5);
    expect(remainingLength('你好a', 2)).toBe(0);
  });

  it('truncateToLimit never splits a Chinese character or an emoji sequence', () => {
    expect(truncateToLimit('你好', 3)).toBe('你');
    expect(truncateToLimit('ab👨‍👩‍👧cd', 4)).toBe('ab');
    expect(truncateToLimit('abc', 10)).toBe('abc');
  });

  it('truncateToLimit returns a prefix within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(60), (s, limit) => {
        const out = truncateToLimit(s, limit);
        return s.startsWith(out) && countLength(out) <= limit && (countLength(s) <= limit ? out === s : true);
      }),
    );
  });
});
