/** Values of the rankings pages that the spec leaves open (listed in the README). */
export const rankConfig = {
  /** Entries /rank shows per board; the full list is the rank list detail. */
  previewSize: 10,
  /** Rows per "load more" on the rank list detail, and where the list stops (SPEC/DESIGN: top 100 in twenties). */
  pageSize: 20,
  listLimit: 100,
  /** `entrance` of the native login, of deep links and of analytics events. */
  entrance: 'h5_rank',
  /** The countdown ticks once a second; at zero the board reloads after this pause (the server's period has turned). */
  reloadDelayMs: 500,
} as const;
