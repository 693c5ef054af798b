/** Values of the documents area that the spec leaves open (README "Documents and records"). */
export const documentsConfig = {
  /** How long a document's text chunk may take before the page offers Retry. */
  documentLoadTimeoutMs: 10_000,
  /** Card draws per page of /record/card. */
  cardDrawPageSize: 20,
} as const;
