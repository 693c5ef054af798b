/** Path ids (tagID, memoryID, npcID...) are short tokens of letters, digits, '_' and '-'. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
export const isValidId = (value: string): boolean => ID.test(value);
