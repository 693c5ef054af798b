/**
 * base_resp.status_code values of help, tickets and uploads (43000–43999), beside StatusCode in
 * codes.ts; a module of its own so the first visit's chunks do not carry them.
 */
export const HelpStatusCode = {
  ContentViolation: 43000,
  /** A ticket field is missing or not allowed; status_msg names the field. */
  TicketFieldInvalid: 43001,
  /** 'The Talkie's link is not in the correct format'. */
  ReportLinkInvalid: 43002,
  /** A description over max_count (a Chinese character counts 2). */
  DescriptionTooLong: 43003,
  /** The account sent as many tickets as it may within 24 hours (or its IP address did). */
  TicketQuotaExceeded: 43004,
  /** The same ticket (kind, description and link, as moderation reads them) again within minutes. */
  TicketDuplicate: 43005,
  UploadNotImage: 43010,
  UploadHeic: 43011,
  UploadTooLarge: 43012,
  /** A ticket image that is not an upload of the same account (a foreign URL, someone else's upload, a removed one). */
  ImageReferenceInvalid: 43013,
  /** The account uploaded as many images as it may within 24 hours (or its IP address did). */
  UploadQuotaExceeded: 43014,
  HelpVoteRepeated: 43020,
  /** 'Please input the content and send'. */
  TicketMessageEmpty: 43021,
  /** The account wrote as many messages to support as it may within an hour (to this request, or to all of them). */
  TicketMessageQuotaExceeded: 43022,
} as const;
