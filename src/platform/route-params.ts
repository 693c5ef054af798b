/** Path ids (tagID, memoryID, npcID...) are short tokens of letters, digits, '_' and '-'. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
export const isValidId = (value: string): boolean => ID.test(value);

/** An id from a URL parameter (trimmed; a number as its digits), or undefined when it is missing or malformed. */
export function idParam(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  return text !== undefined && isValidId(text) ? text : undefined;
}
