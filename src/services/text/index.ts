export { countLength, explainsWideCount, hasWideCharacter, isWideCodePoint, isWithinLimit, readerLanguages, remainingLength, truncateToLimit } from './length';
