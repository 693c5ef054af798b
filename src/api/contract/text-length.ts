/**
 * SPEC §5 length rule: a Chinese character counts 2, everything else 1, counted by Unicode code point
 * (so an emoji made of one code point counts 1, never 2 as UTF-16 length would say).
 *
 * "Chinese" here means the ranges below: CJK Unified Ideographs with every extension, the CJK
 * Compatibility Ideographs, CJK Symbols and Punctuation (、。「」…), and the full-width forms
 * (！，：Ａ１ and ￥ etc.). Half-width katakana and general punctuation such as “ ” count 1.
 */
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x3000, 0x303f], // CJK Symbols and Punctuation
  [0x3400, 0x4dbf], // Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xf900, 0xfaff], // CJK Compatibility Ideographs
  [0xff01, 0xff60], // Full-width ASCII variants and full-width brackets
  [0xffe0, 0xffe6], // Full-width signs (￠￡￢￣￤￥￦)
  [0x20000, 0x2fa1f], // Extensions B–F and the Compatibility Ideographs Supplement
  [0x30000, 0x323af], // Extensions G and H
];

/** True when the code point counts 2. */
export function isWideCodePoint(codePoint: number): boolean {
  for (const [from, to] of WIDE_RANGES) {
    if (codePoint >= from && codePoint <= to) return true;
  }
  return false;
}

const costOf = (chunk: string): number => {
  let total = 0;
  for (const ch of chunk) total += isWideCodePoint(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return total;
};

/** Length of `text` under the product's rule. */
export const countLength = (text: string): number => costOf(text);

export const isWithinLimit = (text: string, limit: number): boolean => countLength(text) <= limit;

/** User-perceived characters, so truncation never cuts an emoji sequence or a combining mark in half. */
function graphemes(text: string): Iterable<string> {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  return text; // code points
}

/** The longest prefix of `text` (whole characters only) whose length is within `limit`. */
export function truncateToLimit(text: string, limit: number): string {
  if (countLength(text) <= limit) return text;
  let used = 0;
  let out = '';
  for (const piece of graphemes(text)) {
    const cost = costOf(piece);
    if (used + cost > limit) break;
    used += cost;
    out += piece;
  }
  return out;
}

/** What a form shows as "n / max": the remaining allowance, never negative. */
export const remainingLength = (text: string, limit: number): number => Math.max(0, limit - countLength(text));

/** True when `text` holds a character that counts 2. */
export const hasWideCharacter = (text: string): boolean => costOf(text) > Array.from(text).length;

/**
 * Whether the note "a Chinese character counts 2" helps the reader: for Chinese and Japanese readers
 * (who type such characters), and for anyone whose text holds one. An English visitor typing Latin
 * letters only would just be puzzled by it. `languages`: the page's language, then the reader's own
 * (a Chinese reader sees the talkie brand in English, SPEC §9, yet types Chinese).
 */
export const explainsWideCount = (languages: readonly string[], text: string): boolean =>
  languages.some((language) => /^(zh|ja)\b/i.test(language)) || hasWideCharacter(text);

/** The page's language and the browser's preferred ones (none on the server). */
export const readerLanguages = (pageLocale: string): readonly string[] =>
  typeof navigator === 'undefined' ? [pageLocale] : [pageLocale, ...navigator.languages];
