/**
 * base_resp.status_code values of the creator tools (46000–46999), beside StatusCode of ./codes.ts.
 * A module of their own so that pages which never read them (the share pages of the first visit)
 * do not carry them.
 */
export const CreatorStatusCode = {
  /** A creator-only call by an account that is not a creator. */
  NotCreator: 46000,
  /** 'exceed create limit': the weekly clone limit is used up. */
  CreateLimitExceeded: 46001,
  /** 'price unmodifiable': a subscription level's price is set once. */
  PriceUnmodifiable: 46002,
  /** 'beyond limit': more price levels than allowed, or a price over the cap. */
  SubscriptionBeyondLimit: 46003,
  /** 'illegal word': a subscription text holds a blocked word. */
  IllegalWord: 46004,
  /** 'Content violates guidelines. Please re-enter.' */
  ContentViolation: 46005,
  /** 'Topic is under review. Please check back later.' */
  TopicUnderReview: 46006,
  /** An upload that is not a JPEG, PNG, WebP or GIF image, or too large. */
  ImageRefused: 46007,
  /**
   * A clone picture that is not an upload of the same account (a foreign URL, someone else's upload, a removed one).
   */
  ImageReferenceInvalid: 46008,
  /** The account uploaded as many pictures as it may within 24 hours (or its IP address did). */
  UploadQuotaExceeded: 46009,
} as const;
