/** The values of one form by field name (text fields only; images are URLs, kept apart). */
export type FormValues = Readonly<Record<string, string>>;

/**
 * Why a field was refused, by field name. The page turns each key into its translated message:
 * 'required', 'tooLong', 'email', 'badLink', 'violation' (the server's moderation list), 'describeOther',
 * 'imageRef' (on images: not an upload of this account). Under the name 'form', refusals of the whole
 * form: 'ticketQuota', 'duplicate', 'riskControl'.
 */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Why an image was not added: not an image (or HEIC), too large, three already, today's uploads used up, or the upload
 * failed.
 */
export type ImageError = 'notImage' | 'heic' | 'tooLarge' | 'full' | 'quota' | 'failed' | 'canceled';

export type UploadResult =
  | { readonly outcome: 'uploaded'; readonly urls: readonly string[] }
  | { readonly outcome: 'refused'; readonly error: ImageError };

export type SubmitResult =
  | { readonly outcome: 'sent'; readonly ticketId: string }
  | { readonly outcome: 'refused'; readonly errors: FieldErrors };

export interface SubmissionInput {
  /** The restored draft (or empty values). */
  readonly values: FormValues;
  readonly images: readonly string[];
  /** Screenshots or evidence this form takes (0: none). */
  readonly maxImages: number;
  /** The attempt key kept by a draft whose submit may have reached the server. */
  readonly attemptKey?: string | null;
}

export interface SubmissionContext {
  readonly values: FormValues;
  readonly images: readonly string[];
  readonly maxImages: number;
  readonly errors: FieldErrors;
  readonly imageError: ImageError | null;
  /** The idempotency key of the current attempt: made at the first submit, kept across retries, dropped by an edit. */
  readonly attemptKey: string | null;
  readonly ticketId: string | null;
  /** Why the last send failed (no answer, or an answer the page cannot use); cleared by a new attempt. */
  readonly failure: unknown;
}

export type SubmissionEvent =
  /** The user changed a text field. */
  | { readonly type: 'EDIT'; readonly field: string; readonly value: string }
  /** The user chose an image (a file in a browser; null inside the app, whose picker the upload opens). */
  | { readonly type: 'ADD_IMAGE'; readonly source: unknown }
  | { readonly type: 'REMOVE_IMAGE'; readonly index: number }
  /** The user taps send; `key` is a fresh key the attempt takes when it has none yet. */
  | { readonly type: 'SUBMIT'; readonly key: string }
  | { readonly type: 'RETRY' };
