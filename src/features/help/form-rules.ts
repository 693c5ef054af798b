/**
 * Each form's own checks before anything is sent (SPEC §5; the server checks the same rules), and
 * the server's refusals turned into errors on the fields they name.
 */
import type { FieldErrors, FormValues } from '@machines/submission/types';
import { HelpStatusCode } from '@/api/contract/help-codes';
import { isShareLink, TicketTextLimits, type SubmitTicketRequest } from '@/api/contract/help';
import { isApiError } from '@/services/api/api-error';
import { countLength } from '@/services/text';
import { helpConfig, type HelpForm } from './help-config';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (v: string | undefined): boolean => (v ?? '').trim() === '';

export interface RuleOptions {
  /** Inside the app the deletion form asks for the phone number the app verifies. */
  readonly needsPhone?: boolean;
}

export function validateForm(form: HelpForm, values: FormValues, options: RuleOptions = {}): FieldErrors {
  const errors: Record<string, string> = {};
  const need = (field: string, code = 'required'): void => {
    if (blank(values[field])) errors[field] ??= code;
  };
  const max = (field: string, limit: number): void => {
    if (countLength(values[field] ?? '') > limit) errors[field] ??= 'tooLong';
  };
  if (form === 'feedback') {
    need('topic', 'chooseOne');
    need('description');
    if (!blank(values.contact_email) && !EMAIL.test((values.contact_email ?? '').trim())) errors.contact_email = 'email';
  } else if (form === 'appeal' || form === 'ban_appeal') {
    if (form === 'appeal') need('classification', 'chooseOne');
    need('reason');
    need('description');
    max('reason', helpConfig.shortTextMax);
    max('question', helpConfig.shortTextMax);
  } else if (form === 'report') {
    if (!isShareLink(values.link ?? '')) errors.link = 'badLink';
    need('description');
  } else {
    need('reason', 'chooseOne');
    if (values.reason === 'other') need('description');
    if (options.needsPhone) need('phone');
  }
  max('description', helpConfig.descriptionMaxCount);
  // The contract's caps in characters (the server refuses longer ones outright).
  for (const field of ['link', 'contact_email'] as const) if ((values[field] ?? '').trim().length > TicketTextLimits[field]) errors[field] ??= 'tooLong';
  return errors;
}

/** The ticket fields of a form's values (the deletion form's phone number stays on the device). */
export function ticketFields(form: HelpForm, values: FormValues, images: readonly string[]): Omit<SubmitTicketRequest, 'idempotency_key'> {
  const v = (k: string): string => (values[k] ?? '').trim();
  return {
    kind: form,
    description: v('description'),
    topic: v('topic'),
    classification: form === 'ban_appeal' ? 'account' : v('classification'),
    reason: v('reason'),
    question: v('question'),
    link: v('link'),
    contact_email: v('contact_email'),
    images: [...images],
  };
}

const FIELD = /field "([a-z_]+)"/;

/**
 * The key of refusals that belong to no field (quotas, a duplicate): the submit bar shows them. Not a
 * field name, so typing in any field does not hide it by accident and the form keeps every value.
 */
export const FORM_ERROR = 'form';

/** A refusal of ticket/submit as errors on the fields, or null when it is not a refusal of the form. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.kind !== 'business') return null;
  const field = FIELD.exec(error.base_resp.status_msg)?.[1] ?? 'description';
  switch (error.status_code) {
    case HelpStatusCode.ContentViolation:
      return { [field]: 'violation' };
    case HelpStatusCode.ReportLinkInvalid:
      return { link: 'badLink' };
    case HelpStatusCode.DescriptionTooLong:
      return { [field]: 'tooLong' };
    case HelpStatusCode.TicketFieldInvalid:
      return { [field]: field === 'contact_email' ? 'email' : 'required' };
    case HelpStatusCode.ImageReferenceInvalid:
      return { images: 'imageRef' };
    case HelpStatusCode.TicketQuotaExceeded:
      return { [FORM_ERROR]: 'ticketQuota' };
    case HelpStatusCode.TicketDuplicate:
      return { [FORM_ERROR]: 'duplicate' };
    default:
      return null;
  }
}
