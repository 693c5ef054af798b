export { countLength, isWideCodePoint, isWithinLimit, remainingLength, truncateToLimit } from './length';
