import { SPIN_LANDING_MAX_MS } from '@machines/spin-wheel/spin-wheel.machine';

/**
 * Values of the campaign pages the spec leaves open ("not shown"), chosen here (README "Campaigns").
 * Event ids are the server's (server/seed/campaign.ts); a page's `?event_id=` picks another.
 */
export const campaignConfig = {
  events: {
    spinWheel: 'spin_summer',
    spinWheelV2: 'spin_grid',
    easterEgg: 'easter_egg',
    summer: 'summer',
    ug: 'ug',
  },
  /** How long the wheel turns once the server answered (the wheel starts turning at the tap). */
  spinTurnMs: 3600,
  /** Whole turns before the wheel settles on the prize's slice. */
  spinTurns: 5,
  /** The machine shows the result after this long even if the animation never reported (a frozen tab). */
  landingMaxMs: SPIN_LANDING_MAX_MS,
  /** The app's rewarded-ad placement for extra spins. */
  adScene: 'spin_wheel_extra_spins',
  /** Spots on the easter-egg page where the egg may hide (the server picks one per user). */
  eggSpots: 6,
  /** Rank rows per page (DESIGN.md: a top-100 list pages in twenties). */
  rankPageSize: 20,
  rankMax: 100,
  /** The promo video of /ug/video, served by the local API (server/routes/media.ts). */
  promoVideo: {
    webm: '/weaver/media/promo/ug-promo.webm',
    mp4: '/weaver/media/promo/ug-promo.mp4',
    poster: '/weaver/media/promo/ug-promo-poster.jpg',
  },
  /** Notices (spins added, saved, claimed) fade after this long. */
  noticeMs: 4000,
} as const;
