/**
 * A phone number as people type it: digits, an optional leading +, spaces, dashes and brackets. Only
 * the syntax: the API reads the number itself (./phone-number.ts, which the page does not load).
 */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ()-]{5,18}[0-9]$/;
