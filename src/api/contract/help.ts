import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, EmptyRequestSchema, LocaleSchema, timestampMs } from './endpoint';
import { IdempotencyKeySchema, optionalIdempotencyKey } from './idempotency';

/**
 * Help center, tickets (feedback, appeal, ban appeal, plagiarism report, account deletion) and image
 * uploads. Tickets carry an idempotency key: a repeat of the same key by the same user answers the
 * ticket it created first (created: false). Refusals: ContentViolation (a word of the moderation
 * list; status_msg names the field), TicketFieldInvalid (status_msg names the field), ReportLinkInvalid,
 * DescriptionTooLong, TicketQuotaExceeded, TicketDuplicate, ImageReferenceInvalid, UploadNotImage,
 * UploadHeic, UploadTooLarge, UploadQuotaExceeded, HelpVoteRepeated, TicketMessageEmpty,
 * TicketMessageQuotaExceeded.
 */
export const HelpPaths = {
  categories: `${API_PREFIX}/help/get_categories`,
  question: `${API_PREFIX}/help/get_question`,
  vote: `${API_PREFIX}/help/vote`,
  submitTicket: `${API_PREFIX}/ticket/submit`,
  listTickets: `${API_PREFIX}/ticket/list`,
  replyTicket: `${API_PREFIX}/ticket/reply`,
  banStatus: `${API_PREFIX}/ticket/get_ban_status`,
  uploadImage: `${API_PREFIX}/upload/image`,
} as const;

/** Largest image the server keeps (bytes, after the page compressed it). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Screenshots or evidence images per ticket. */
export const MAX_TICKET_IMAGES = 3;
/** Length of every free-text field under SPEC §5's rule (a Chinese character counts 2); descriptions use max_count. */
export const MAX_SHORT_TEXT = 200;
/** A message to support under the same rule (ticket/reply). */
export const MAX_REPLY_TEXT = 1000;
/**
 * Character caps of the ticket fields the contract refuses outright (InvalidParam), shared with the
 * page's forms. The description's and the short texts' real limits are counted under SPEC §5's rule
 * by the server (DescriptionTooLong); these caps only keep a request from carrying a novel.
 */
export const TicketTextLimits = {
  description: 5000 * 4,
  reason: MAX_SHORT_TEXT * 4,
  question: MAX_SHORT_TEXT * 4,
  link: 1024,
  contact_email: 254,
  /** topic and classification are one of a list (FEEDBACK_TOPICS, APPEAL_CLASSIFICATIONS). */
  topic: 32,
  classification: 32,
  reply: MAX_REPLY_TEXT * 4,
} as const;

export const TICKET_KINDS = ['feedback', 'appeal', 'ban_appeal', 'report', 'deletion'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const APPEAL_CLASSIFICATIONS = ['character', 'card', 'account', 'story', 'memory'] as const;
export const FEEDBACK_TOPICS = ['bug', 'account', 'payment', 'content', 'suggestion', 'other'] as const;
export const DELETION_REASONS = ['not_useful', 'privacy', 'too_much_time', 'another_account', 'other'] as const;

/**
 * A share link of ours: https on one of our hosts, a share path and a content id (SPEC §5: else
 * 'The Talkie's link is not in the correct format'). Shared by the page and the server.
 */
export const SHARE_LINK_HOSTS = ['talkie-ai.com', 'www.talkie-ai.com', 'h5.talkie-ai.com'] as const;
const SHARE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const QUERY_ID: Readonly<Record<string, string>> = {
  '/share/chat': 'chat_id',
  '/share/image': 'image_id',
  '/share/material': 'material_id',
  '/share/template': 'template_id',
  '/share/video': 'video_id',
  '/share/post': 'post_id',
  '/share/fm': 'fm_id',
};
export function isShareLink(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || !(SHARE_LINK_HOSTS as readonly string[]).includes(url.hostname)) return false;
  const path = url.pathname.replace(/\/+$/, '');
  const param = QUERY_ID[path];
  if (param) return SHARE_ID.test(url.searchParams.get(param) ?? '');
  const m = /^\/share\/(?:memory|chat_history)\/([^/]+)$/.exec(path);
  return Boolean(m && SHARE_ID.test(m[1] ?? ''));
}

const capped = (max: number) => v.pipe(v.string(), v.maxLength(max));
/**
 * Each image is a reference to an upload of the same account: its id, or the URL upload/image
 * answered (`<origin>/weaver/uploads/<id>.<ext>`). Anything else is ImageReferenceInvalid.
 */
const ImageRefs = v.pipe(v.array(v.pipe(v.string(), v.maxLength(512))), v.maxLength(MAX_TICKET_IMAGES));

export const SubmitTicketRequestSchema = v.object({
  kind: v.picklist(TICKET_KINDS),
  /** Made once per attempt by the page and kept across retries (8–64 characters). */
  idempotency_key: IdempotencyKeySchema,
  description: v.optional(capped(TicketTextLimits.description), ''),
  topic: v.optional(capped(TicketTextLimits.topic), ''),
  classification: v.optional(capped(TicketTextLimits.classification), ''),
  reason: v.optional(capped(TicketTextLimits.reason), ''),
  question: v.optional(capped(TicketTextLimits.question), ''),
  link: v.optional(capped(TicketTextLimits.link), ''),
  contact_email: v.optional(capped(TicketTextLimits.contact_email), ''),
  images: v.optional(ImageRefs, []),
});
export type SubmitTicketRequest = v.InferInput<typeof SubmitTicketRequestSchema>;

export const TicketMessageSchema = v.object({
  sender: v.picklist(['user', 'support']),
  content: v.string(),
  sent_at_ms: timestampMs(),
});
export const TicketSchema = v.object({
  ticket_id: v.string(),
  kind: v.picklist(TICKET_KINDS),
  status: v.picklist(['open', 'replied', 'closed']),
  topic: v.string(),
  description: v.string(),
  images: v.array(v.string()),
  created_at_ms: timestampMs(),
  messages: v.array(TicketMessageSchema),
});
export type TicketData = v.InferOutput<typeof TicketSchema>;

export const submitTicket = defineEndpoint({
  path: HelpPaths.submitTicket,
  token: 'required',
  request: SubmitTicketRequestSchema,
  data: v.object({ ticket_id: v.string(), created: v.boolean(), status: v.string() }),
});

export const listTickets = defineEndpoint({
  path: HelpPaths.listTickets,
  token: 'required',
  request: v.object({ kind: v.optional(v.picklist(TICKET_KINDS), 'feedback') }),
  data: v.object({ tickets: v.array(TicketSchema) }),
});

export const replyTicket = defineEndpoint({
  path: HelpPaths.replyTicket,
  token: 'required',
  request: v.object({
    ticket_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    content: capped(TicketTextLimits.reply),
    ...optionalIdempotencyKey,
  }),
  data: v.object({ ticket: TicketSchema }),
});

export const getBanStatus = defineEndpoint({
  path: HelpPaths.banStatus,
  token: 'required',
  request: EmptyRequestSchema,
  data: v.object({
    banned: v.boolean(),
    reason: v.string(),
    banned_at_ms: v.nullable(timestampMs()),
    until_ms: v.nullable(timestampMs()),
  }),
});

/** The image as base64 in JSON, so the body is signed like every call; the server checks its bytes. */
export const uploadImage = defineEndpoint({
  path: HelpPaths.uploadImage,
  token: 'required',
  request: v.object({
    data_base64: v.pipe(v.string(), v.minLength(1)),
    file_name: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
    ...optionalIdempotencyKey,
  }),
  /** upload_id: what a ticket's images may name instead of the URL. */
  data: v.object({ url: v.string(), upload_id: v.string(), bytes: v.number(), mime: v.string() }),
  maxBodyBytes: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4096,
});

/**
 * One block of an answer: a paragraph (text), a bulleted or numbered list (items), a link (text,
 * href) or an image (src, alt). One flat object, so the contract needs no schema kinds beyond those
 * the first visit already loads.
 */
export const HelpBlockSchema = v.object({
  type: v.picklist(['p', 'ul', 'ol', 'link', 'img']),
  text: v.optional(v.string(), ''),
  items: v.optional(v.array(v.string()), []),
  href: v.optional(v.string(), ''),
  src: v.optional(v.string(), ''),
  alt: v.optional(v.string(), ''),
});
export type HelpBlock = v.InferInput<typeof HelpBlockSchema>;

export const HelpQuestionSummarySchema = v.object({ question_id: v.string(), title: v.string() });
export const HelpCategorySchema = v.object({
  category_id: v.string(),
  title: v.string(),
  questions: v.array(HelpQuestionSummarySchema),
});
export type HelpCategoryData = v.InferOutput<typeof HelpCategorySchema>;

export const getHelpCategories = defineEndpoint({
  path: HelpPaths.categories,
  token: 'optional',
  request: v.object({ locale: LocaleSchema }),
  data: v.object({ locale: LocaleSchema, categories: v.array(HelpCategorySchema) }),
});

export const getHelpQuestion = defineEndpoint({
  path: HelpPaths.question,
  token: 'optional',
  request: v.object({ locale: LocaleSchema, question_id: v.pipe(v.string(), v.maxLength(64)) }),
  data: v.object({
    question_id: v.string(),
    category_id: v.string(),
    category_title: v.string(),
    title: v.string(),
    blocks: v.array(HelpBlockSchema),
    /** This user's earlier answer to "Did this help?". */
    vote: v.nullable(v.picklist(['yes', 'no'])),
  }),
});

export const voteHelpQuestion = defineEndpoint({
  path: HelpPaths.vote,
  token: 'required',
  request: v.object({ question_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), helpful: v.boolean() }),
  data: v.object({ vote: v.picklist(['yes', 'no']) }),
});
