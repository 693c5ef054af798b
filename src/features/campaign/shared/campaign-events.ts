import type { AnalyticsApi } from '@/services/analytics';

/**
 * Analytics of the campaign pages (page views come from the page wrapper). Every event carries
 * `from_page` and, where there is one, `event_id`.
 */
export const CampaignEvent = {
  /** A tap on spin or draw (`design`: wheel or grid). */
  spin: 'campaign_spin_click',
  /** The server's prize shown: `prize_id`, `kind`. */
  spinResult: 'campaign_spin_result',
  /** A rewarded ad asked for; `added`: spins the server added after it. */
  adRequest: 'campaign_ad_request_click',
  adResult: 'campaign_ad_result',
  remind: 'campaign_remind_click',
  savePrizeCard: 'campaign_save_prize_card_click',
  /** The contact form of a physical prize sent (`record_id`). */
  claimPrize: 'campaign_claim_prize_submit',
  claimEgg: 'campaign_easter_egg_claim',
  claimTask: 'campaign_summer_task_claim',
  openInApp: 'campaign_open_in_app_click',
} as const;

export const trackCampaign = (
  analytics: AnalyticsApi,
  name: string,
  fromPage: string,
  extra: Record<string, unknown> = {},
): void => {
  const type = name.endsWith('_result') || name.endsWith('_claim') ? 'result' : 'click';
  analytics.track({ event_name: name, event_type: type, extra: { from_page: fromPage, ...extra } });
};
