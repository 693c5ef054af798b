// @vitest-environment node
/**
 * The help forms and ticket/submit read one set of rules (src/api/contract/ticket-form.ts): what the page refuses, the
 * server refuses on the same field.
 */
import { describe, expect, it } from 'vitest';
import type { TicketKind } from '../../src/api/contract/help';
import { serverFieldErrors, validateForm } from '../../src/features/help/form-rules';
import { ApiError as ClientApiError } from '../../src/services/api/api-error';
import { ApiError } from '../../server/http/pipeline';
import { checkTicket, type TicketInput } from '../../server/services/tickets';

const EMPTY = {
  idempotency_key: 'key-00000001',
  description: '',
  topic: '',
  classification: '',
  reason: '',
  question: '',
  link: '',
  contact_email: '',
  images: [],
};

/** The server's refusal as the page reads it (its field and code), or null. */
function serverSays(kind: TicketKind, values: Record<string, string>): Record<string, string> | null {
  try {
    checkTicket({ ...EMPTY, ...values, kind } as TicketInput, 500, []);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return serverFieldErrors(
      new ClientApiError({
        kind: 'business',
        base_resp: { status_code: error.code, status_msg: error.message },
        status: 200,
        path: '/ticket/submit',
        method: 'POST',
      }),
    );
  }
}

const cases: [TicketKind, Record<string, string>][] = [
  ['feedback', { topic: 'bug', description: '' }],
  ['feedback', { topic: 'bug', description: 'd', contact_email: 'robin@' }],
  ['feedback', { topic: 'bug', description: 'a'.repeat(501) }],
  ['appeal', { classification: 'card', reason: '', description: 'd' }],
  ['appeal', { classification: 'card', reason: 'r'.repeat(201), description: 'd' }],
  ['ban_appeal', { reason: 'r', description: '' }],
  ['report', { link: 'https://example.com/share/chat?chat_id=a', description: 'd' }],
  ['report', { link: 'https://talkie-ai.com/share/chat?chat_id=a', description: '字'.repeat(251) }],
  ['deletion', { reason: 'other', description: ' ' }],
  ['deletion', { reason: 'privacy' }],
  ['feedback', { topic: 'bug', description: 'd' }],
];

describe('one set of ticket rules for the page and the server', () => {
  it.each(cases)('%s %j: the page and the server refuse the same field for the same reason', (kind, values) => {
    const page = validateForm(kind, values);
    const server = serverSays(kind, values);
    if (server === null) expect(page).toEqual({});
    else expect(page).toEqual(server);
  });
});
