import * as v from 'valibot';

/**
 * Idempotency keys of the writing calls: the page makes one per intent (a form's draft keeps it), sends
 * it with every retry of that intent, and the server answers a repeat with the first answer instead of
 * doing the work twice; the same key with another body is refused (IdempotencyKeyReused).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8-64 letters, digits, _ or -'),
);

/** The key field of a call that had none before: optional on the wire (older apps), always sent by the page. */
export const optionalIdempotencyKey = { idempotency_key: v.optional(IdempotencyKeySchema) };
