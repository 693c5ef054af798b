import { createHash, randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import type { SubmitTicketRequestSchema, TicketData, TicketKind } from '../../src/api/contract/help';
import {
  TICKET_CHOICES,
  ticketFieldLimit,
  ticketFormIssues,
  type TicketRule,
} from '../../src/api/contract/ticket-form';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { moderationText, supportWords, violatingWord } from './moderation';
import { attachUploads, ticketImageUrls } from './ticket-images';

export type TicketInput = v.InferOutput<typeof SubmitTicketRequestSchema>;

const REFUSAL: Readonly<Record<TicketRule, { code: number; text: (name: string, maxCount: number) => string }>> = {
  required: { code: HelpStatusCode.TicketFieldInvalid, text: () => 'required' },
  chooseOne: {
    code: HelpStatusCode.TicketFieldInvalid,
    text: (name) => `must be one of ${(TICKET_CHOICES[name as keyof typeof TICKET_CHOICES] ?? []).join(', ')}`,
  },
  email: { code: HelpStatusCode.TicketFieldInvalid, text: () => 'not an email address' },
  badLink: { code: HelpStatusCode.ReportLinkInvalid, text: () => "The Talkie's link is not in the correct format" },
  tooLong: {
    code: HelpStatusCode.DescriptionTooLong,
    text: (name, maxCount) => `longer than ${ticketFieldLimit(name, maxCount)}`,
  },
};

/** Every text field of a ticket: each is moderated, whatever its kind. */
const TEXT_FIELDS = ['description', 'topic', 'classification', 'reason', 'question', 'contact_email', 'link'] as const;

/**
 * Throws the first refusal of a ticket: the contract's rules of its kind (ticket-form.ts, the same
 * the page checks before sending), then the moderation list. Images are checked apart (ticket-images.ts).
 */
export function checkTicket(input: TicketInput, maxCount: number, extraWords: readonly string[]): void {
  const [first] = ticketFormIssues(input.kind, input, { maxCount });
  if (first) {
    const refusal = REFUSAL[first.rule];
    throw new ApiError(refusal.code, `invalid field "${first.field}": ${refusal.text(first.field, maxCount)}`);
  }
  const words = supportWords(extraWords);
  for (const name of TEXT_FIELDS) {
    if (violatingWord(input[name], words))
      throw new ApiError(
        HelpStatusCode.ContentViolation,
        `invalid field "${name}": Content violates guidelines. Please re-enter.`,
      );
  }
}

/**
 * What makes two tickets the same for the duplicate rule: the kind, the description and the link as
 * moderation reads them (so a zero-width space or a double space does not make a "new" one). The
 * link is part of it because two reports may rightly share a description about different copies.
 */
export function ticketContentKey(input: Pick<TicketInput, 'kind' | 'description' | 'link'>): string {
  return createHash('sha256')
    .update(JSON.stringify([input.kind, moderationText(input.description), moderationText(input.link)]))
    .digest('hex');
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
  // createTicket stores every text field, and the contract's schema gives a left-out one ''.
  const fields = JSON.parse(row.fields) as Pick<TicketInput, 'topic' | 'classification' | 'reason' | 'description'>;
  const messages = db
    .prepare('SELECT sender, content, sent_at FROM ticket_messages WHERE ticket_id = ? ORDER BY id')
    .all(row.ticket_id) as {
    sender: 'user' | 'support';
    content: string;
    sent_at: number;
  }[];
  return {
    ticket_id: row.ticket_id,
    kind: row.kind,
    status: row.status,
    topic: fields.topic || fields.classification || fields.reason,
    description: fields.description,
    images: ticketImageUrls(db, JSON.parse(row.images) as string[], origin),
    created_at_ms: row.created_at,
    messages: messages.map((m) => ({ sender: m.sender, content: m.content, sent_at_ms: m.sent_at })),
  };
}

export const findTicket = (db: Db, ticketId: string): TicketRow | undefined =>
  db.prepare('SELECT * FROM tickets WHERE ticket_id = ?').get(ticketId) as TicketRow | undefined;

export const ticketByKey = (db: Db, userId: string, key: string): { ticket_id: string; status: string } | undefined =>
  db.prepare('SELECT ticket_id, status FROM tickets WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as
    { ticket_id: string; status: string } | undefined;

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
export function createTicket(
  db: Db,
  userId: string,
  input: TicketInput,
  now: number,
  extras: TicketExtras = {},
): { ticketId: string; created: boolean; status: string } {
  const { kind, idempotency_key, images, ...rest } = input;
  const fields = Object.fromEntries(Object.entries(rest).map(([k, val]) => [k, String(val).trim()]));
  const ticketId = `tk_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const stored = extras.uploadIds ?? images;
  const inserted = db
    .prepare(
      `INSERT INTO tickets (ticket_id, user_id, kind, idempotency_key, fields, images, status, created_at, updated_at, ip, content_key)
    VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?) ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
    )
    .run(
      ticketId,
      userId,
      kind,
      idempotency_key,
      JSON.stringify(fields),
      JSON.stringify(stored),
      now,
      now,
      extras.ip ?? null,
      extras.contentKey ?? null,
    );
  if (inserted.changes === 1) {
    if (extras.uploadIds) attachUploads(db, ticketId, extras.uploadIds);
    return { ticketId, created: true, status: 'open' };
  }
  const first = ticketByKey(db, userId, idempotency_key) as { ticket_id: string; status: string };
  return { ticketId: first.ticket_id, created: false, status: first.status };
}

/** What support answers to a message on the local API (the real team answers by hand). */
export const SUPPORT_REPLY =
  'Thanks for the details. Our support team is looking into it and will reply here and in your message notifications.';
