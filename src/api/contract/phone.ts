/** A phone number as people type it: digits, an optional leading +, spaces, dashes and brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;
