/**
 * The browser's sign-in of the account deletion page (the one page form that asks the API for a code):
 * the server's refusals of a number are said on the phone field, in the visitor's words, and what was
 * typed stays there to be corrected.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PhoneSignIn } from '@/features/help/phone-sign-in';
import { anonymousSession, businessError, fakeServices, hosts, renderPage } from '../membership/support/fake-app';

function signInRefusing(statusCode: number) {
  const fake = fakeServices(hosts.androidChrome, {
    'account/send_verify_code': () => {
      throw businessError('/weaver/api/v1/account/send_verify_code', statusCode);
    },
  });
  renderPage(<PhoneSignIn />, { services: fake.services, session: anonymousSession });
  return fake;
}

async function sendCodeTo(phone: string) {
  const field = screen.getByLabelText('Phone number of your account');
  fireEvent.change(field, { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  return field;
}

describe('the phone sign-in of the deletion page', () => {
  it('says a number that cannot receive codes (40306) on the field, and keeps the number', async () => {
    const { request } = signInRefusing(40306);
    const field = await sendCodeTo('+1 900 555 0199');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Codes cannot be sent to this number. Use your mobile number.',
      ),
    );
    expect(field).toHaveValue('+1 900 555 0199');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('code-sent')).toBeNull();
  });

  it('says a number that is not valid (40307) on the field, and keeps the number', async () => {
    signInRefusing(40307);
    const field = await sendCodeTo('+1 555 0100 123');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This is not a valid phone number. Check it and its country code.',
      ),
    );
    expect(field).toHaveValue('+1 555 0100 123');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Correcting the number clears the message.
    fireEvent.change(field, { target: { value: '+1 555 0100 12' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads (212) 555-0123 as a number worth sending', async () => {
    const { request } = signInRefusing(40306);
    await sendCodeTo('(212) 555-0123');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
  });
});
