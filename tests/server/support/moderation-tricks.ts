/** Ways to hide "buy followers" that the security review found accepted (shared by the normaliser and API tests). */
export const TRICKS: ReadonlyArray<readonly [string, string]> = [
  ['a zero-width space', 'buy fol\u200blowers'],
  ['a zero-width joiner', 'buy fol\u200dlowers'],
  ['a soft hyphen', 'buy fol\u00adlowers'],
  ['full-width letters', 'ｂｕｙ ｆｏｌｌｏｗｅｒｓ'],
  ['a non-breaking space', 'buy\u00a0followers'],
  ['a double space', 'buy  followers'],
  ['a newline', 'buy\nfollowers'],
  ['a byte-order mark between the words', 'buy\ufefffollowers'],
];

/**
 * The phrase the tricks hide: on the built-in support list, added to the creator list by TALKIE_API_MODERATION_WORDS in
 * the tests.
 */
export const HIDDEN_PHRASE = 'buy followers';
