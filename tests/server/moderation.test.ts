/** The one normalisation moderation reads every free text through, and the search for listed words. */
import { describe, expect, it } from 'vitest';
import { MODERATION_WORDS, moderationText, supportWords, violatingWord } from '../../server/services/moderation';
import { TRICKS } from './support/moderation-tricks';

describe('moderationText', () => {
  it.each([
    ['zero-width space, non-joiner, joiner, word joiner, BOM', 'fo\u200bo\u200cb\u200da\u2060r\ufeff', 'foobar'],
    ['soft hyphen and Mongolian vowel separator', 'ex\u00adam\u180eple', 'example'],
    ['bidi controls', '\u202eabc\u202c', 'abc'],
    ['variation selectors and the combining grapheme joiner (default-ignorable, not Cf)', 'a\ufe0fb\u034fc', 'abc'],
    ['full-width letters and digits', 'ＦＲＥＥ　ＧＥＭＳ１２', 'free gems12'],
    ['compatibility forms: ligature, circled and mathematical letters', 'ﬁⓝ𝐞', 'fine'],
    ['upper case, also outside ASCII', 'ÀÉÎ ΣΑΣΑ', 'àéî σασα'],
    ['every white-space run, Unicode spaces too, to one space, trimmed', ' a \t\n b\u00a0\u2003\u3000c\r\n', 'a b c'],
    ['text that needs nothing', 'plain words', 'plain words'],
    ['Chinese and Japanese as they are', '违禁词 禁止ワード', '违禁词 禁止ワード'],
  ])('%s', (_name, input, expected) => {
    expect(moderationText(input)).toBe(expected);
  });

  it('composes what the invisible characters kept apart (a dakuten after a zero-width space)', () => {
    expect(moderationText('ワ\u200bー\u200bト\u200b\u3099')).toBe('ワード');
  });

  it('is idempotent', () => {
    for (const [, text] of TRICKS) expect(moderationText(moderationText(text))).toBe(moderationText(text));
  });
});

describe('violatingWord', () => {
  const words = supportWords([]);

  it.each(TRICKS)('finds a listed phrase hidden by %s', (_name, text) => {
    expect(violatingWord(`Want to ${text} cheap?`, words)).toBe('buy followers');
  });

  it('finds a phrase with its spaces left out or moved, but never glues words to find a single word', () => {
    expect(violatingWord('buyfollowers now', words)).toBe('buy followers');
    expect(violatingWord('bu y fol lowers', words)).toBe('buy followers');
    expect(violatingWord('this is cam footage', ['scam'])).toBeNull();
    expect(violatingWord('a forbidden word', words)).toBeNull();
    expect(violatingWord('FORBIDDEN\u200bWORD', words)).toBe('forbiddenword');
  });

  it('normalises the listed words too, so a configured word may be typed in any case or width', () => {
    expect(violatingWord('cheap spam here', ['ＳＰＡＭ'])).toBe('ＳＰＡＭ');
    expect(violatingWord('anything', ['', ' \u200b '])).toBeNull();
  });

  it('finds every word of the built-in list in every language, and leaves ordinary text alone', () => {
    for (const word of MODERATION_WORDS) expect(violatingWord(`x ${word.toUpperCase()} y`, words)).toBe(word);
    for (const text of [
      'The chat froze after I bought gems.',
      '聊天卡住了',
      'El chat se congeló',
      '👩‍💻 works\u00a0fine',
      '',
    ])
      expect(violatingWord(text, words)).toBeNull();
  });

  it('adds the configured words to the support list', () => {
    expect(supportWords(['spam'])).toEqual([...MODERATION_WORDS, 'spam']);
  });
});
