import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../../locales/en/messages.po';
import { messages as ja } from '../../../../locales/ja/messages.po';
import { failureText } from '@/kernel/data';
import { ApiError, ClientStatusCode } from '@/services/api/api-error';

const failure = (kind: ApiError['kind'], status: number, status_code: number) =>
  new ApiError({ kind, status, base_resp: { status_code, status_msg: 'x' }, path: '/p', method: 'POST' });

/** The words a page shows for a failed call in a line of its own (a banner beside what stays on screen). */
const said = (error: unknown, locale: 'en' | 'ja' = 'en'): string =>
  setupI18n({ locale, messages: { en, ja } })._(failureText(error));

describe('the words of a failed call', () => {
  it('"Network Error" only when no answer came (dropped, offline, timed out)', () => {
    expect(said(new TypeError('Failed to fetch'))).toBe('Network Error');
    expect(said(failure('network', 0, ClientStatusCode.NoAnswer))).toBe('Network Error');
    expect(said(failure('timeout', 0, ClientStatusCode.NoAnswer))).toBe('Network Error');
  });

  it('"Oops, something went wrong" for an answer the page cannot use, never its code', () => {
    expect(said(failure('http', 500, 500))).toBe('Oops, something went wrong');
    expect(said(failure('business', 200, 424242))).toBe('Oops, something went wrong');
    expect(said(failure('malformed', 200, ClientStatusCode.Malformed))).toBe('Oops, something went wrong');
  });

  it('in the page’s language', () => {
    expect(said(failure('http', 500, 500), 'ja')).not.toBe('Oops, something went wrong');
    expect(said(new TypeError('Failed to fetch'), 'ja')).not.toBe('Network Error');
  });
});
