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
  UploadNotImage: 43010,
  UploadHeic: 43011,
  UploadTooLarge: 43012,
  HelpVoteRepeated: 43020,
  /** 'Please input the content and send'. */
  TicketMessageEmpty: 43021,
} as const;
