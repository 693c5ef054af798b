/**
 * A help form whose send failed keeps every field and says why (SPEC §2): "Network Error" only when
 * no answer came (a dropped connection, a timeout), "Oops, something went wrong" when the server
 * answered with something the page cannot use (an HTTP 500, an unknown code); Retry in both cases.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { createActor, fromPromise } from 'xstate';
import { messages as enShell } from '../../../../locales/en/messages.po';
import { messages as enHelp } from '../../../../locales/en/help.po';
import { submissionMachine } from '@machines/submission/submission.machine';
import type { FieldErrors, SubmitResult, UploadResult } from '@machines/submission/types';
import { SubmitBar } from '@/features/help/form-ui';
import type { Submission } from '@/features/help/use-submission';
import { ApiError } from '@/services/api';

const PATH = '/weaver/api/v1/help/submit_feedback';
const http500 = new ApiError({
  kind: 'http',
  base_resp: { status_code: 500, status_msg: 'Internal Server Error' },
  status: 500,
  path: PATH,
  method: 'POST',
});
const unknownCode = new ApiError({
  kind: 'business',
  base_resp: { status_code: 99999, status_msg: 'code 99999' },
  status: 200,
  path: PATH,
  method: 'POST',
});
const dropped = new ApiError({
  kind: 'network',
  base_resp: { status_code: -3, status_msg: 'Failed to fetch' },
  status: 0,
  path: PATH,
  method: 'POST',
});
const timedOut = new ApiError({
  kind: 'timeout',
  base_resp: { status_code: -1, status_msg: 'timeout' },
  status: 0,
  path: PATH,
  method: 'POST',
});

const OOPS = 'Oops, something went wrong. Nothing you typed was lost; tap Retry to send it again.';
const NETWORK = 'Network Error. Nothing you typed was lost; tap Retry to send it again.';

/** The real submission machine, its send failing with `error`, then rendered by the form's submit bar. */
async function failSendWith(error: unknown) {
  const actor = createActor(
    submissionMachine.provide({
      actors: {
        validateForm: fromPromise<FieldErrors, { values: Record<string, string>; images: readonly string[] }>(
          async () => ({}),
        ),
        uploadImage: fromPromise<UploadResult, { source: unknown; room: number }>(async () => ({
          outcome: 'uploaded',
          urls: [],
        })),
        submitTicket: fromPromise<
          SubmitResult,
          { values: Record<string, string>; images: readonly string[]; key: string }
        >(async () => {
          throw error;
        }),
      },
      actions: { clearDraft: () => undefined, reportOutcome: () => undefined },
    }),
    {
      input: {
        values: { topic: 'bug', description: 'The chat froze after the update' },
        images: ['https://h5.talkie-ai.com/up/a.jpg'],
        maxImages: 3,
      },
    },
  ).start();
  actor.send({ type: 'SUBMIT', key: 'key-1' });
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  const snapshot = actor.getSnapshot();
  const s = {
    phase: snapshot.value,
    errors: snapshot.context.errors,
    failure: snapshot.context.failure,
    send: actor.send.bind(actor),
  } as unknown as Submission;
  const i18n = setupI18n({ locale: 'en', messages: { en: { ...enShell, ...enHelp } } });
  render(
    <I18nProvider i18n={i18n}>
      <SubmitBar s={s} />
    </I18nProvider>,
  );
  return snapshot;
}

describe('a help form whose send failed', () => {
  it.each([
    ['an HTTP 500', http500],
    ['a status code the page does not know', unknownCode],
  ])('says something went wrong for %s, keeps every field and offers Retry', async (_name, error) => {
    const snapshot = await failSendWith(error);
    expect(screen.getByTestId('submit-failed')).toHaveTextContent(OOPS);
    expect(screen.getByTestId('submit-failed')).not.toHaveTextContent('Network Error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(snapshot.context.values).toEqual({ topic: 'bug', description: 'The chat froze after the update' });
    expect(snapshot.context.images).toEqual(['https://h5.talkie-ai.com/up/a.jpg']);
  });

  it.each([
    ['a dropped connection', dropped],
    ['a timeout', timedOut],
  ])('says Network Error for %s, keeps every field and offers Retry', async (_name, error) => {
    const snapshot = await failSendWith(error);
    expect(screen.getByTestId('submit-failed')).toHaveTextContent(NETWORK);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(snapshot.context.values).toEqual({ topic: 'bug', description: 'The chat froze after the update' });
  });
});
