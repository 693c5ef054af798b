import { describe, expect, it } from 'vitest';
import { CampaignStatusCode } from '@/api/contract/campaign-codes';
import { HelpStatusCode } from '@/api/contract/help-codes';
import { MAX_SHORT_TEXT, TicketTextLimits } from '@/api/contract/help';
import { refusedField } from '@/features/campaign/prizes/contact-form';
import { claimMessages } from '@/features/campaign/shared/messages';
import { FORM_ERROR, serverFieldErrors, validateForm } from '@/features/help/form-rules';
import { helpConfig } from '@/features/help/help-config';
import { ApiError } from '@/services/api/api-error';

const refusal = (status_code: number, status_msg = '') =>
  new ApiError({ kind: 'business', base_resp: { status_code, status_msg }, status: 200, path: '/x', method: 'POST' });

describe('the server’s abuse refusals on the help forms', () => {
  it('puts an image that is not an upload of this account on the images', () => {
    expect(
      serverFieldErrors(
        refusal(HelpStatusCode.ImageReferenceInvalid, 'invalid field "images": no such upload of this account'),
      ),
    ).toEqual({ images: 'imageRef' });
  });

  it('puts quotas and duplicates on the form, not on a field', () => {
    expect(
      serverFieldErrors(refusal(HelpStatusCode.TicketQuotaExceeded, 'at most 20 requests per account within 24 hours')),
    ).toEqual({ [FORM_ERROR]: 'ticketQuota' });
    expect(
      serverFieldErrors(refusal(HelpStatusCode.TicketDuplicate, 'the same request was sent a moment ago')),
    ).toEqual({ [FORM_ERROR]: 'duplicate' });
  });

  it('puts risk control (1118010010) on the form as a refusal, not a network failure', () => {
    expect(serverFieldErrors(refusal(1118010010, 'too many calls'))).toEqual({ [FORM_ERROR]: 'riskControl' });
  });

  it('names the support message a too-long reply refers to', () => {
    expect(
      serverFieldErrors(refusal(HelpStatusCode.DescriptionTooLong, 'invalid field "content": longer than 1000')),
    ).toEqual({ content: 'tooLong' });
  });
});

describe('limits shared with the contract', () => {
  it('checks the short texts with the contract’s limit and the link and email with its caps', () => {
    expect(helpConfig.shortTextMax).toBe(MAX_SHORT_TEXT);
    const report = { description: 'd' };
    expect(
      validateForm('report', {
        ...report,
        link: `https://talkie-ai.com/share/chat?chat_id=a&x=${'a'.repeat(TicketTextLimits.link)}`,
      }),
    ).toMatchObject({ link: expect.any(String) as string });
    expect(
      validateForm('feedback', {
        topic: 'bug',
        description: 'd',
        contact_email: `${'a'.repeat(TicketTextLimits.contact_email)}@example.com`,
      }),
    ).toEqual({ contact_email: 'tooLong' });
    expect(validateForm('feedback', { topic: 'bug', description: 'd', contact_email: 'robin@example.com' })).toEqual(
      {},
    );
  });
});

describe('the prize contact form’s moderation refusal', () => {
  it('lands on the field the server names, else on the address', () => {
    expect(
      refusedField('invalid field "contact.recipient_name": Content violates guidelines. Please re-enter.'),
    ).toEqual({ recipient_name: { text: claimMessages.violation } });
    expect(refusedField('invalid field "contact.password": x')).toEqual({
      mailing_address: { text: claimMessages.violation },
    });
    expect(CampaignStatusCode.ContactContentViolation).toBe(44024);
  });
});
