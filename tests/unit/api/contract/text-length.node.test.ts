import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countLength,
  isWideCodePoint,
  isWithinLimit,
  remainingLength,
  truncateToLimit,
} from '@/api/contract/text-length';

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
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        (a, b) => countLength(a + b) === countLength(a) + countLength(b),
      ),
    );
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

/**
 * The SPEC §5 length rule at its edges: the last code point of each Chinese range counts 2 and the next
 * one 1, a text exactly at the limit is kept whole, and truncation keeps whole user-perceived characters.
 */
describe('text limit edges', () => {
  describe('length rule edges', () => {
    it.each([
      [0x303f, 0x3040],
      [0x4dbf, 0x4dc0],
      [0x9fff, 0xa000],
      [0xfaff, 0xfb00],
      [0xff60, 0xff61],
      [0xffe6, 0xffe7],
      [0x2fa1f, 0x2fa20],
      [0x323af, 0x323b0],
    ])('U+%s counts 2, the code point after it 1', (last, next) => {
      expect(countLength(String.fromCodePoint(last))).toBe(2);
      expect(countLength(String.fromCodePoint(next))).toBe(1);
    });

    it('keeps a text exactly at the limit whole, and fills the limit exactly when cutting', () => {
      // 25 is the name limit: twelve Chinese characters and one letter make exactly 25.
      const name = `${'你'.repeat(12)}a`;
      expect(truncateToLimit(name, 25)).toBe(name);
      expect(truncateToLimit(`${name}b`, 25)).toBe(name);
      expect(truncateToLimit('abcdef', 3)).toBe('abc');
    });

    it('never cuts a combining mark or an emoji sequence off its character', () => {
      const family = '👨‍👩‍👧';
      // "e" + combining acute accent is one character of length 2 (two code points).
      expect(truncateToLimit(`ae\u0301b`, 2)).toBe('a');
      expect(truncateToLimit(`ae\u0301b`, 3)).toBe('ae\u0301');
      expect(truncateToLimit(`x${family}y`, 3)).toBe('x');
    });
  });
});
