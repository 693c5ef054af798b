/**
 * Click events of the rankings pages (page views are tracked by the page wrapper). Every event carries
 * `from_page`; the extra fields are listed per event.
 */
export const RankEvent = {
  /** A board or period tab: `board`, `period`, `previous_board`, `previous_period`. */
  tabChange: 'rank_tab_click',
  /** "View full list": `board`, `period`. */
  viewFullList: 'rank_full_list_click',
  /** "Load more" on the full list: `board`, `period`, `loaded`. */
  loadMore: 'rank_load_more_click',
  /** The board reloaded at the end of its countdown: `board`, `period`. */
  periodReset: 'rank_period_reset',
  /** The real-name login of the full list (`retry`: after a cancel or a failure). */
  login: 'rank_login_click',
  /** A star rank section tab: `section`. */
  starSection: 'star_rank_section_click',
} as const;
