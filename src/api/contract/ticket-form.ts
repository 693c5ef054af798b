import * as v from 'valibot';
import {
  APPEAL_CLASSIFICATIONS,
  DELETION_REASONS,
  FEEDBACK_TOPICS,
  isShareLink,
  MAX_SHORT_TEXT,
  TicketTextLimits,
  type TicketKind,
} from './help';
import { countLength } from './text-length';

/**
 * The rules of each kind of ticket (SPEC §5), written once: the page checks a form with them before
 * anything is sent, and the server refuses a ticket/submit that breaks them. Each issue's message is
 * the code of the refusal ('required', 'chooseOne', 'email', 'badLink', 'tooLong'); the page turns it
 * into a translated message, the server into its status code and status_msg (ticketRefusalOf).
 */
export type TicketRule = 'required' | 'chooseOne' | 'email' | 'badLink' | 'tooLong';

export interface TicketFormOptions {
  /** max_count of a description under SPEC §5's rule (a Chinese character counts 2). */
  readonly maxCount: number;
  /** The deletion form inside the app asks for the phone number the app verifies (never sent). */
  readonly needsPhone?: boolean;
}

/** The list an enumerated field must name an entry of. */
export const TICKET_CHOICES = {
  topic: FEEDBACK_TOPICS,
  classification: APPEAL_CLASSIFICATIONS,
  reason: DELETION_REASONS,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const filled = (s: string): boolean => s.trim() !== '';

type Check = v.CheckAction<string, TicketRule>;
const required: Check = v.check(filled, 'required');
const oneOf = (list: readonly string[]): Check => v.check((s) => list.includes(s), 'chooseOne');
/** Enumerated fields sent with another kind still name an entry of their list, never free text. */
const blankOrOneOf = (list: readonly string[]): Check => v.check((s) => !filled(s) || list.includes(s), 'chooseOne');
const counted = (max: number): Check => v.check((s) => countLength(s) <= max, 'tooLong');
/** The contract's caps in characters (ticket/submit refuses longer ones outright). */
const capped = (max: number): Check => v.check((s) => s.trim().length <= max, 'tooLong');
const email: Check = v.check((s) => !filled(s) || EMAIL.test(s.trim()), 'email');
const shareLink: Check = v.check(isShareLink, 'badLink');

/** A text field, '' when absent, with its checks in order (the first one broken is its refusal). */
const text = (...checks: Check[]) => v.optional(v.pipe(v.string(), ...checks), '');

/**
 * The schema of one kind. Fields come in the order the server reports them: the kind's own fields
 * first, then the others a client may send with any kind.
 */
export function ticketFormSchema(kind: TicketKind, { maxCount, needsPhone = false }: TicketFormOptions) {
  const description = (need: boolean) => (need ? text(required, counted(maxCount)) : text(counted(maxCount)));
  const short = text(counted(MAX_SHORT_TEXT));
  const link = text(capped(TicketTextLimits.link));
  const contactEmail = text(email, capped(TicketTextLimits.contact_email));
  const topic = text(blankOrOneOf(FEEDBACK_TOPICS));
  const classification = text(blankOrOneOf(APPEAL_CLASSIFICATIONS));
  switch (kind) {
    case 'feedback':
      return v.object({
        topic: text(oneOf(FEEDBACK_TOPICS)),
        description: description(true),
        contact_email: contactEmail,
        classification,
        reason: short,
        question: short,
        link,
      });
    case 'appeal':
    case 'ban_appeal':
      return v.object({
        classification: kind === 'appeal' ? text(oneOf(APPEAL_CLASSIFICATIONS)) : classification,
        reason: text(required, counted(MAX_SHORT_TEXT)),
        description: description(true),
        topic,
        question: short,
        contact_email: contactEmail,
        link,
      });
    case 'report':
      return v.object({
        link: text(shareLink, capped(TicketTextLimits.link)),
        description: description(true),
        topic,
        classification,
        reason: short,
        question: short,
        contact_email: contactEmail,
      });
    case 'deletion':
      return v.pipe(
        v.object({
          reason: text(oneOf(DELETION_REASONS)),
          description: description(false),
          topic,
          classification,
          question: short,
          contact_email: contactEmail,
          link,
          phone: needsPhone ? text(required) : v.optional(v.string(), ''),
        }),
        v.forward(
          v.partialCheck(
            [['reason'], ['description']],
            (d) => d.reason !== 'other' || filled(d.description),
            'required',
          ),
          ['description'],
        ),
      );
  }
}

export interface TicketFormIssue {
  readonly field: string;
  readonly rule: TicketRule;
}

/** Every field the values break, each with its first broken rule, in the schema's order. */
export function ticketFormIssues(
  kind: TicketKind,
  values: Readonly<Record<string, unknown>>,
  options: TicketFormOptions,
): TicketFormIssue[] {
  const parsed = v.safeParse(ticketFormSchema(kind, options), values);
  if (parsed.success) return [];
  const issues: TicketFormIssue[] = [];
  for (const issue of parsed.issues) {
    // The field is the first key of the issue's path (no path helper: it would grow the form's chunk).
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || issues.some((i) => i.field === key)) continue;
    issues.push({ field: key, rule: issue.message as TicketRule });
  }
  return issues;
}

/** How long a field may be under its rule, for the refusal's text. */
export function ticketFieldLimit(field: string, maxCount: number): number {
  if (field === 'description') return maxCount;
  if (field === 'link' || field === 'contact_email') return TicketTextLimits[field];
  return MAX_SHORT_TEXT;
}
