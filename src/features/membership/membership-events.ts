/**
 * Click events of the membership pages (page views are tracked by the page wrapper). Every event
 * carries `from_page` and `entrance`; the extra fields are listed per event.
 */
export const MembershipEvent = {
  /** `tier`: the tab the user switched to. */
  tierTab: 'membership_tier_tab_click',
  /** `claim_type`: daily or monthly; `in_app`: false when it leads to opening the app. */
  claim: 'membership_claim_click',
  /** `product_id`, `in_app`, `retry` (a tap after a cancel or a failure). */
  purchase: 'membership_purchase_click',
  /** `product_id`, `tier`, `action`: subscribe, upgrade or renew (opens the app's membership page). */
  plan: 'membership_plan_click',
  /** The update-the-app button of an app too old to pay. */
  updateApp: 'membership_update_app_click',
  /** "Check again" after the order check gave up. */
  checkOrder: 'membership_check_order_click',
} as const;
