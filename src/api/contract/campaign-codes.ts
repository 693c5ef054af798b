/**
 * base_resp.status_code values of the campaign calls (44000–44999), kept out of StatusCode
 * (./codes.ts) so the share pages, which carry StatusCode, do not carry them too.
 */
export const CampaignStatusCode = {
  /** Campaigns: event windows ('The event is ended for now' is EventPaused, 'The event has ended' EventEnded). */
  EventNotStarted: 44000,
  EventPaused: 44001,
  EventEnded: 44002,
  EventNotFound: 44003,
  /** Spin wheel: no spins left today. */
  NoSpinsLeft: 44010,
  /** The idempotency key was used for another call or another caller. */
  IdempotencyKeyReused: 44011,
  /** Unknown ad session, not the caller's, or no ads left today. */
  AdSessionInvalid: 44012,
  /** Prize records and their contact form. */
  PrizeRecordInvalid: 44020,
  /** The contact form's deadline passed: the gift is forfeited. */
  ClaimClosed: 44021,
  ContactAlreadySent: 44023,
  /** A contact form field holds a word of the moderation list; status_msg names the field. */
  ContactContentViolation: 44024,
  /** Easter egg. */
  EggAlreadyClaimed: 44030,
  EggInvalid: 44031,
  /** Summer tasks. */
  TaskNotDone: 44040,
  TaskAlreadyClaimed: 44041,
} as const;
