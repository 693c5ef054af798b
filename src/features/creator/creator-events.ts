/**
 * Analytics of the creator pages (page views come from the page wrapper). Every event carries
 * `from_page` (the page name); extra fields per event below.
 */
export const CreatorEvent = {
  /** A page's content was shown: `state` (ready, not_creator, under_review, not_found...). */
  view: 'creator_content_view',
  /** Subscription settings saved: `outcome` (saved, illegal_word, price_unmodifiable, beyond_limit, failed). */
  saveSubscription: 'creator_subscription_save',
  /** The clone flow reached a step: `step` (intro, form, summary, created, limit, violation, pictures_refused). */
  cloneStep: 'creator_clone_step',
  /** Share or save on a created clone: `action` (share, save_card). */
  cloneAction: 'creator_clone_action_click',
  /** The weekly create button: `allowed`. */
  weeklyCreate: 'creator_weekly_create_click',
} as const;
