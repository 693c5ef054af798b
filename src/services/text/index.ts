export { countLength, explainsWideCount, hasWideCharacter, isWideCodePoint, isWithinLimit, remainingLength, truncateToLimit } from './length';
