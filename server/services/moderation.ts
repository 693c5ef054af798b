/**
 * The moderation list: text containing one of these words is refused with ContentViolation
 * ('Content violates guidelines. Please re-enter.'). Matched case-insensitively anywhere in the
 * text; `TALKIE_API_MODERATION_WORDS` (comma-separated, server/config.ts) adds words.
 */
export const MODERATION_WORDS: readonly string[] = ['forbiddenword', 'buy followers', 'free gems hack', '违禁词', 'palabraprohibida', 'palavraproibida', '禁止ワード'];

export function violatingWord(text: string, extra: readonly string[]): string | null {
  const lower = text.toLowerCase();
  for (const word of [...MODERATION_WORDS, ...extra]) if (word && lower.includes(word.toLowerCase())) return word;
  return null;
}
