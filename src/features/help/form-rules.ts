/**
 * Each form's checks before anything is sent (the contract's ticket-form.ts, which the server checks too), and
 * the server's refusals turned into errors on the fields they name.
 */
import type { FieldErrors, FormValues } from '@machines/submission/types';
import { StatusCode } from '@/api/contract/codes';
import { HelpStatusCode } from '@/api/contract/help-codes';
import type { SubmitTicketRequest } from '@/api/contract/help';
import { ticketFormIssues } from '@/api/contract/ticket-form';
import { isApiError } from '@/services/api/api-error';
import { helpConfig, type HelpForm } from './help-config';

export interface RuleOptions {
  /** Inside the app the deletion form asks for the phone number the app verifies. */
  readonly needsPhone?: boolean;
}

/** The contract's rules of the form's kind (the server checks the same), each field's first refusal. */
export function validateForm(form: HelpForm, values: FormValues, options: RuleOptions = {}): FieldErrors {
  const issues = ticketFormIssues(form, ticketValues(form, values), {
    maxCount: helpConfig.descriptionMaxCount,
    ...options,
  });
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.rule]));
}

/** What the server reads: the ban appeal's classification is always 'account'. */
const ticketValues = (form: HelpForm, values: FormValues): FormValues =>
  form === 'ban_appeal' ? { ...values, classification: 'account' } : values;

/** The ticket fields of a form's values (the deletion form's phone number stays on the device). */
export function ticketFields(
  form: HelpForm,
  values: FormValues,
  images: readonly string[],
): Omit<SubmitTicketRequest, 'idempotency_key'> {
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
 * The key of refusals that belong to no field (quotas, a duplicate, risk control): the submit bar shows them. Not a
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
    // Risk control (SPEC §5): a refusal of the moment, not a network error; nothing was stored.
    case StatusCode.RiskControl:
      return { [FORM_ERROR]: 'riskControl' };
    default:
      return null;
  }
}
