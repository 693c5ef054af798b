/**
 * Values of the creator pages that the spec leaves open (listed in the README "Creator tools").
 * The server's limits (levels, price cap, clones per week) come with its answers.
 */
export const creatorConfig = {
  /** Notices (saved, shared...) fade after this long. */
  noticeMs: 4000,
  /**
   * The clone form's draft was kept under this prefix plus the user id before the one draft store (moved on first
   * read).
   */
  legacyDraftKeyPrefix: 'talkie_clone_draft:',
  /** Pictures are resized in the page so their longer side is at most this, then sent as JPEG. */
  imageMaxSide: 1600,
  imageJpegQuality: 0.85,
  /** Pictures a clone may have (the server allows the same). */
  maxImages: 3,
  /** The app page that applies a theme (full-adapter deep link `page_name`). */
  themeAdapterPage: 'theme_detail',
  /** The count the weekly chart draws day by day. */
  chartCount: 'see_count',
  /** `entrance` of deep links opened from these pages. */
  entrance: 'h5_creator',
} as const;
