/** Values of the documents area that the spec leaves open (README "Documents and records"). */
export const documentsConfig = {
  /** How long a document's text chunk may take before the page offers Retry. */
  documentLoadTimeoutMs: 10_000,
  /** The record and originality calls give up after this long (the HTTP client's own limit is 10 s too). */
  requestTimeoutMs: 12_000,
  /** Card draws per page of /record/card. */
  cardDrawPageSize: 20,
} as const;
