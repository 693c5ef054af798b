/**
 * Moderation of every free text the server accepts (tickets and their messages, creator texts, prize
 * contact forms): one normalisation, then a search for listed words. The stored text always stays as
 * the user typed it; only the copy that is searched is normalised.
 *
 * Lists: MODERATION_WORDS guards what users send to support and the contact forms; the creator tools
 * guard public texts with their own BLOCKED_WORDS (services/creators.ts), since "scam" in a report to
 * support is a complaint, not spam. TALKIE_API_MODERATION_WORDS (server/config.ts) adds words to both.
 */
export const MODERATION_WORDS: readonly string[] = [
  'forbiddenword',
  'buy followers',
  'free gems hack',
  '违禁词',
  'palabraprohibida',
  'palavraproibida',
  '禁止ワード',
];

/**
 * Invisible characters that split a word without showing: Unicode format characters (Cf: zero-width
 * space and joiners, soft hyphen, BOM, bidi marks...) and the other default-ignorable code points
 * (variation selectors, the combining grapheme joiner, Hangul fillers).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Any run of white space (JavaScript's \s covers the no-break, ideographic and other Unicode spaces). */
const WHITESPACE_RUN = /\s+/gu;

/**
 * The text as moderation reads it: invisible characters removed, NFKC (full-width and other
 * compatibility letters become the plain ones, ligatures split), lower case, every white-space run
 * one space, trimmed. The invisible characters go first so they cannot keep letters apart during
 * NFKC's composition; NFKC runs again after lower-casing, which can produce decomposed letters.
 */
export function moderationText(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKC')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

const withoutSpaces = (text: string): string => text.replace(/ /g, '');

/**
 * The first listed word the text holds, or null. A phrase of several words is also found with its
 * spaces left out or moved ("buyfollowers", "buy fol lowers"); a single word is not searched that way,
 * since gluing the words of a text together would find "scam" in "is cam".
 */
export function violatingWord(text: string, words: readonly string[]): string | null {
  const normal = moderationText(text);
  if (normal === '') return null;
  let squashed: string | null = null;
  for (const word of words) {
    const target = moderationText(word);
    if (target === '') continue;
    if (normal.includes(target)) return word;
    if (target.includes(' ')) {
      squashed ??= withoutSpaces(normal);
      if (squashed.includes(withoutSpaces(target))) return word;
    }
  }
  return null;
}

/** The support list (tickets, their messages, contact forms) with the configured extra words. */
export const supportWords = (extra: readonly string[]): readonly string[] => [...MODERATION_WORDS, ...extra];
