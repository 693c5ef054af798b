/**
 * The SPEC §5 length rule at its edges: the last code point of each Chinese range counts 2 and the next
 * one 1, a text exactly at the limit is kept whole, and truncation keeps whole user-perceived characters.
 */
import { describe, expect, it } from 'vitest';
import { countLength, truncateToLimit } from '@/api/contract/text-length';

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
