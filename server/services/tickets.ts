import { createHash, randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { APPEAL_CLASSIFICATIONS, DELETION_REASONS, FEEDBACK_TOPICS, isShareLink, MAX_SHORT_TEXT, type SubmitTicketRequestSchema, type TicketData, type TicketKind } from '../../src/api/contract/help';
import { countLength } from '../../src/services/text/length';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { moderationText, supportWords, violatingWord } from './moderation';
import { attachUploads, ticketImageUrls } from './ticket-images';

export type TicketInput = v.InferOutput<typeof SubmitTicketRequestSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const field = (name: string, message: string, code: number = HelpStatusCode.TicketFieldInvalid): ApiError => new ApiError(code, `invalid field "${name}": ${message}`);

/** Every text field of a ticket: each is moderated, whatever its kind. */
const TEXT_FIELDS = ['description', 'topic', 'classification', 'reason', 'question', 'contact_email', 'link'] as const;

/**
 * The fields each kind needs and allows; throws the first refusal (SPEC §5 and the README). Lengths
 * under SPEC §5's rule and the lists of topic and classification are checked for every kind, since a
 * client may send any field with any kind; images are checked apart (ticket-images.ts).
 */
export function checkTicket(input: TicketInput, maxCount: number, extraWords: readonly string[]): void {
  const has = (name: keyof TicketInput): boolean => String(input[name]).trim() !== '';
  const need = (name: keyof TicketInput): void => {
    if (!has(name)) throw field(name, 'required');
  };
  const oneOf = (name: keyof TicketInput, values: readonly string[]): void => {
    if (!values.includes(String(input[name]))) throw field(name, `must be one of ${values.join(', ')}`);
  };
  const kind: TicketKind = input.kind;
  if (kind === 'feedback') {
    oneOf('topic', FEEDBACK_TOPICS);
    need('description');
    if (has('contact_email') && !EMAIL.test(input.contact_email.trim())) throw field('contact_email', 'not an email address');
  } else if (kind === 'appeal' || kind === 'ban_appeal') {
    if (kind === 'appeal') oneOf('classification', APPEAL_CLASSIFICATIONS);
    need('reason');
    need('description');
  } else if (kind === 'report') {
    if (!isShareLink(input.link)) throw field('link', "The Talkie's link is not in the correct format", HelpStatusCode.ReportLinkInvalid);
    need('description');
  } else {
    oneOf('reason', DELETION_REASONS);
    if (input.reason === 'other') need('description');
  }
  // Enumerated fields sent with any other kind still name an entry of their list, never free text.
  if (has('topic')) oneOf('topic', FEEDBACK_TOPICS);
  if (has('classification')) oneOf('classification', APPEAL_CLASSIFICATIONS);
  if (countLength(input.description) > maxCount) throw field('description', `longer than ${maxCount}`, HelpStatusCode.DescriptionTooLong);
  for (const name of ['reason', 'question'] as const) if (countLength(input[name]) > MAX_SHORT_TEXT) throw field(name, `longer than ${MAX_SHORT_TEXT}`, HelpStatusCode.DescriptionTooLong);
  const words = supportWords(extraWords);
  for (const name of TEXT_FIELDS) {
    if (violatingWord(input[name], words)) throw field(name, 'Content violates guidelines. Please re-enter.', HelpStatusCode.ContentViolation);
  }
}

/**
 * What makes two tickets the same for the duplicate rule: the kind, the description and the link as
 * moderation reads them (so a zero-width space or a double space does not make a "new" one). The
 * link is part of it because two reports may rightly share a description about different copies.
 */
export function ticketContentKey(input: Pick<TicketInput, 'kind' | 'description' | 'link'>): string {
  return createHash('sha256').update(JSON.stringify([input.kind, moderationText(input.description), moderationText(input.link)])).digest('hex');
}

interface TicketRow {
  ticket_id: string;
  kind: TicketKind;
  status: TicketData['status'];
  fields: string;
  images: string;
  created_at: number;
}

/** A ticket as the page reads it; image uploads become URLs on `origin` (the caller's). */
export function ticketView(db: Db, row: TicketRow, origin = ''): TicketData {
  const fields = JSON.parse(row.fields) as Record<string, string>;
  const messages = db.prepare('SELECT sender, content, sent_at FROM ticket_messages WHERE ticket_id = ? ORDER BY id').all(row.ticket_id) as { sender: 'user' | 'support'; content: string; sent_at: number }[];
  return {
    ticket_id: row.ticket_id,
    kind: row.kind,
    status: row.status,
    topic: fields.topic || fields.classification || fields.reason || '',
    description: fields.description ?? '',
    images: ticketImageUrls(db, JSON.parse(row.images) as string[], origin),
    created_at_ms: row.created_at,
    messages: messages.map((m) => ({ sender: m.sender, content: m.content, sent_at_ms: m.sent_at })),
  };
}

export const findTicket = (db: Db, ticketId: string): TicketRow | undefined =>
  db.prepare('SELECT * FROM tickets WHERE ticket_id = ?').get(ticketId) as TicketRow | undefined;

export const ticketByKey = (db: Db, userId: string, key: string): { ticket_id: string; status: string } | undefined =>
  db.prepare('SELECT ticket_id, status FROM tickets WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as { ticket_id: string; status: string } | undefined;

/** What the route found out about a new ticket beside its fields. */
export interface TicketExtras {
  /** Upload ids of its images (resolveTicketImages); without them the images are stored as sent. */
  readonly uploadIds?: readonly string[];
  readonly ip?: string | null;
  readonly contentKey?: string | null;
}

/**
 * Creates the ticket once per (user, idempotency key): the unique index decides, so parallel
 * repeats of one key answer the same ticket. Run inside a transaction.
 */
export function createTicket(db: Db, userId: string, input: TicketInput, now: number, extras: TicketExtras = {}): { ticketId: string; created: boolean; status: string } {
  const { kind, idempotency_key, images, ...rest } = input;
  const fields = Object.fromEntries(Object.entries(rest).map(([k, val]) => [k, String(val).trim()]));
  const ticketId = `tk_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const stored = extras.uploadIds ?? images;
  const inserted = db.prepare(`INSERT INTO tickets (ticket_id, user_id, kind, idempotency_key, fields, images, status, created_at, updated_at, ip, content_key)
    VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?) ON CONFLICT (user_id, idempotency_key) DO NOTHING`)
    .run(ticketId, userId, kind, idempotency_key, JSON.stringify(fields), JSON.stringify(stored), now, now, extras.ip ?? null, extras.contentKey ?? null);
  if (inserted.changes === 1) {
    if (extras.uploadIds) attachUploads(db, ticketId, extras.uploadIds);
    return { ticketId, created: true, status: 'open' };
  }
  const first = ticketByKey(db, userId, idempotency_key) as { ticket_id: string; status: string };
  return { ticketId: first.ticket_id, created: false, status: first.status };
}

/** What support answers to a message on the local API (the real team answers by hand). */
export const SUPPORT_REPLY = 'Thanks for the details. Our support team is looking into it and will reply here and in your message notifications.';
