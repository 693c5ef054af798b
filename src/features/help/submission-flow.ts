/**
 * The submission machine with one form's real effects (DESIGN.md: effects supplied in one place per
 * flow): its checks, image uploads (bridge or browser), ticket/submit with the attempt's key, the
 * draft and analytics.
 */
import { fromPromise } from 'xstate';
import { submissionMachine } from '@machines/submission/submission.machine';
import type { FieldErrors, FormValues, SubmitResult, UploadResult } from '@machines/submission/types';
import { submitTicket } from '@/api/contract/help';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/call-endpoint';
import type { Bridge } from '@/services/bridge/bridge';
import type { HelpForm } from './help-config';
import { serverFieldErrors, ticketFields, validateForm, type RuleOptions } from './form-rules';
import { uploadFromBrowser, uploadInApp } from './image-upload';

export interface SubmissionDeps {
  readonly form: HelpForm;
  readonly client: ApiClient;
  readonly bridge: Bridge;
  readonly inApp: boolean;
  readonly rules?: RuleOptions;
  /** Runs after the checks and before the ticket is sent (the deletion's verification): refused fields stop it. */
  readonly beforeSend?: (values: FormValues) => Promise<FieldErrors | null>;
  readonly clearDraft: () => void;
  readonly track: (outcome: 'submitted' | 'refused' | 'failed') => void;
}

export function provideSubmissionMachine(deps: SubmissionDeps) {
  return submissionMachine.provide({
    actors: {
      validateForm: fromPromise<FieldErrors, { values: FormValues; images: readonly string[] }>(async ({ input }) =>
        validateForm(deps.form, input.values, deps.rules),
      ),
      uploadImage: fromPromise<UploadResult, { source: unknown; room: number }>(({ input }) =>
        deps.inApp || !(input.source instanceof File)
          ? uploadInApp(deps.bridge, input.room)
          : uploadFromBrowser(deps.client, input.source),
      ),
      submitTicket: fromPromise<SubmitResult, { values: FormValues; images: readonly string[]; key: string }>(
        async ({ input }) => {
          try {
            const refused = deps.beforeSend ? await deps.beforeSend(input.values) : null;
            if (refused) return { outcome: 'refused', errors: refused };
            const data = await callEndpoint(deps.client, submitTicket, {
              ...ticketFields(deps.form, input.values, input.images),
              idempotency_key: input.key,
            });
            return { outcome: 'sent', ticketId: data.ticket_id };
          } catch (error) {
            const errors = serverFieldErrors(error);
            if (errors) return { outcome: 'refused', errors };
            throw error;
          }
        },
      ),
    },
    actions: {
      clearDraft: () => deps.clearDraft(),
      reportOutcome: (_, params) => deps.track(params.outcome),
    },
  });
}
