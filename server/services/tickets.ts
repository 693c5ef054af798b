import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { APPEAL_CLASSIFICATIONS, DELETION_REASONS, FEEDBACK_TOPICS, isShareLink, MAX_SHORT_TEXT, type SubmitTicketRequestSchema, type TicketData, type TicketKind } from '../../src/api/contract/help';
import { countLength } from '../../src/services/text/length';
import type { Db } from '../db/database';
import { ApiError } from '../http/pipeline';
import { violatingWord } from './moderation';

export type TicketInput = v.InferOutput<typeof SubmitTicketRequestSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const field = (name: string, message: string, code: number = HelpStatusCode.TicketFieldInvalid): ApiError => new ApiError(code, `invalid field "${name}": ${message}`);

const TEXT_FIELDS = ['description', 'reason', 'question', 'contact_email', 'link'] as const;

/** The fields each kind needs and allows; throws the first refusal (SPEC §5 and the README). */
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
  if (countLength(input.description) > maxCount) throw field('description', `longer than ${maxCount}`, HelpStatusCode.DescriptionTooLong);
  for (const name of ['reason', 'question'] as const) if (countLength(input[name]) > MAX_SHORT_TEXT) throw field(name, `longer than ${MAX_SHORT_TEXT}`, HelpStatusCode.DescriptionTooLong);
  for (const url of input.images) if (!/^https?:\/\/[^\s]+$/.test(url)) throw field('images', 'must be image URLs from an upload');
  for (const name of TEXT_FIELDS) {
    if (violatingWord(input[name], extraWords)) throw field(name, 'Content violates guidelines. Please re-enter.', HelpStatusCode.ContentViolation);
  }
}

interface TicketRow {
  ticket_id: string;
  kind: TicketKind;
  status: TicketData['status'];
  fields: string;
  images: string;
  created_at: number;
}

export function ticketView(db: Db, row: TicketRow): TicketData {
  const fields = JSON.parse(row.fields) as Record<string, string>;
  const messages = db.prepare('SELECT sender, content, sent_at FROM ticket_messages WHERE ticket_id = ? ORDER BY id').all(row.ticket_id) as { sender: 'user' | 'support'; content: string; sent_at: number }[];
  return {
    ticket_id: row.ticket_id,
    kind: row.kind,
    status: row.status,
    topic: fields.topic || fields.classification || fields.reason || '',
    description: fields.description ?? '',
    images: JSON.parse(row.images) as string[],
    created_at_ms: row.created_at,
    messages: messages.map((m) => ({ sender: m.sender, content: m.content, sent_at_ms: m.sent_at })),
  };
}

export const findTicket = (db: Db, ticketId: string): TicketRow | undefined =>
  db.prepare('SELECT * FROM tickets WHERE ticket_id = ?').get(ticketId) as TicketRow | undefined;

/**
 * Creates the ticket once per (user, idempotency key): the unique index decides, so parallel
 * repeats of one key answer the same ticket. Run inside a transaction.
 */
export function createTicket(db: Db, userId: string, input: TicketInput, now: number): { ticketId: string; created: boolean; status: string } {
  const { kind, idempotency_key, images, ...rest } = input;
  const fields = Object.fromEntries(Object.entries(rest).map(([k, val]) => [k, String(val).trim()]));
  const ticketId = `tk_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const inserted = db.prepare(`INSERT INTO tickets (ticket_id, user_id, kind, idempotency_key, fields, images, status, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?) ON CONFLICT (user_id, idempotency_key) DO NOTHING`)
    .run(ticketId, userId, kind, idempotency_key, JSON.stringify(fields), JSON.stringify(images), now, now);
  if (inserted.changes === 1) return { ticketId, created: true, status: 'open' };
  const first = db.prepare('SELECT ticket_id, status FROM tickets WHERE user_id = ? AND idempotency_key = ?').get(userId, idempotency_key) as { ticket_id: string; status: string };
  return { ticketId: first.ticket_id, created: false, status: first.status };
}

/** What support answers to a message on the local API (the real team answers by hand). */
export const SUPPORT_REPLY = 'Thanks for the details. Our support team is looking into it and will reply here and in your message notifications.';
