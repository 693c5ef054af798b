/**
 * One submission flow for every form of the help area (feedback, appeal, ban appeal, plagiarism
 * report, account deletion; DESIGN.md "Forms, uploads and drafts"): editing → validating →
 * submitting → submitted, or failed with every field and image kept and a retry. Images upload as
 * soon as they are chosen (uploading), so the draft and the ticket carry their URLs only.
 *
 * Each attempt has an idempotency key: taken at the first submit, kept across a retry and a second
 * tap (which the machine ignores while it is sending), dropped when the user changes the form, so a
 * timeout followed by a retry is one ticket at the server. Each form provides its own validation,
 * upload and endpoint; the page renders fields and sends events.
 */
import { assign, setup } from 'xstate';
import { eventOfType, mustProvideAction, mustProvideActor, present, withOutcome } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  FieldErrors,
  ImageError,
  SubmissionContext,
  SubmissionEvent,
  SubmissionInput,
  SubmitResult,
  UploadResult,
  FormValues,
} from './types';

const without = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field));

export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as SubmissionInput,
    meta: {} as StateMeta,
  },
  actors: {
    /** The form's own checks (required fields, lengths, link format); resolves with the refused fields. */
    validateForm: mustProvideActor<FieldErrors, { values: FormValues; images: readonly string[] }>('validateForm'),
    /** Uploads one chosen image (inside the app: the native picker uploads up to `room` images). */
    uploadImage: mustProvideActor<UploadResult, { source: unknown; room: number }>('uploadImage'),
    /** Sends the ticket with the attempt's idempotency key; the server's refusals resolve as outcomes. */
    submitTicket: mustProvideActor<SubmitResult, { values: FormValues; images: readonly string[]; key: string }>(
      'submitTicket',
    ),
  },
  actions: {
    /** The ticket exists: forget the draft of this form and user. */
    clearDraft: mustProvideAction('clearDraft'),
    /** Analytics: submitted, refused by the server, or failed (network). */
    reportOutcome: mustProvideAction<{ outcome: 'submitted' | 'refused' | 'failed' }>('reportOutcome'),
    edit: assign(({ context }, params: { field: string; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      // A refusal of the whole form (a quota, a duplicate) is about what was sent, not what is typed now.
      errors: without(without(context.errors, params.field), 'form'),
      imageError: null,
      attemptKey: null,
    })),
    takeKey: assign(({ context }, params: { key: string }) => ({
      attemptKey: context.attemptKey ?? params.key,
      errors: {},
    })),
    setErrors: assign((_, params: { errors: FieldErrors }) => ({ errors: params.errors })),
    refuseImage: assign((_, params: { error: ImageError }) => ({ imageError: params.error })),
    startUpload: assign({ imageError: null }),
    addImages: assign(({ context }, params: { urls: readonly string[] }) => ({
      images: [...context.images, ...params.urls].slice(0, context.maxImages),
      attemptKey: null,
      errors: without(context.errors, 'images'),
    })),
    removeImage: assign(({ context }, params: { index: number }) => ({
      images: context.images.filter((_, i) => i !== params.index),
      imageError: null,
      attemptKey: null,
    })),
    setTicket: assign((_, params: { ticketId: string }) => ({ ticketId: params.ticketId })),
    /** Why the send failed: no answer, or an answer the page cannot use (the page words them apart). */
    setFailure: assign((_, params: { error: unknown }) => ({ failure: params.error })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    imagesFull: ({ context }) => context.images.length >= context.maxImages,
    uploadRefused: (_, params: { result: UploadResult }) => params.result.outcome === 'refused',
    hasErrors: (_, params: { errors: FieldErrors }) => Object.keys(params.errors).length > 0,
    submitRefused: (_, params: { result: SubmitResult }) => params.result.outcome === 'refused',
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({
    values: input.values,
    images: input.images.slice(0, input.maxImages),
    maxImages: input.maxImages,
    errors: {},
    imageError: null,
    attemptKey: input.attemptKey ?? null,
    ticketId: null,
    failure: null,
  }),
  initial: 'editing',
  meta: {
    description: 'A help-area form: editing, image uploads, validation, sending with an idempotency key, retry.',
    guards: {
      imagesFull: { label: 'all image slots used', meaning: 'The form already holds as many images as it takes.' },
      uploadRefused: {
        label: 'image refused',
        meaning: 'The upload of the picked image was refused (for example its type or size); the reason is shown.',
      },
      hasErrors: {
        label: 'fields need fixing',
        meaning: 'The form’s own checks, before anything is sent, found at least one field to fix.',
      },
      submitRefused: {
        label: 'server refused fields',
        meaning: 'The server refused the form and named the fields to fix.',
      },
    },
    events: {
      EDIT: 'The user types in a field (or picks an option).',
      ADD_IMAGE: 'The user chooses an image (a file in a browser, the app’s picker inside the app).',
      REMOVE_IMAGE: 'The user removes an image.',
      SUBMIT: 'The user taps send (a second tap while sending does nothing).',
      RETRY: 'The user taps retry after sending failed.',
    },
  },
  states: {
    editing: {
      meta: { description: 'The form is shown with its values, images and any refused fields.' },
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        ADD_IMAGE: [
          { guard: 'imagesFull', actions: { type: 'refuseImage', params: { error: 'full' } } },
          { target: 'uploading', actions: 'startUpload' },
        ],
        REMOVE_IMAGE: { actions: { type: 'removeImage', params: ({ event }) => ({ index: event.index }) } },
        SUBMIT: { target: 'validating', actions: { type: 'takeKey', params: ({ event }) => ({ key: event.key }) } },
      },
    },
    uploading: {
      meta: { description: 'The chosen image is checked, compressed and uploaded; typing goes on meanwhile.' },
      on: { EDIT: { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } } },
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context, event }) => ({
          source: eventOfType(event, 'ADD_IMAGE').source,
          room: context.maxImages - context.images.length,
        }),
        onDone: [
          {
            guard: { type: 'uploadRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: {
              type: 'refuseImage',
              params: ({ event }) => ({ error: withOutcome(event.output, 'refused').error }),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'addImages',
              params: ({ event }) => ({ urls: withOutcome(event.output, 'uploaded').urls }),
            },
          },
        ],
        onError: { target: 'editing', actions: { type: 'refuseImage', params: { error: 'failed' } } },
      },
    },
    validating: {
      meta: { description: 'The form’s own checks run before anything is sent.' },
      invoke: {
        id: 'validateForm',
        src: 'validateForm',
        input: ({ context }) => ({ values: context.values, images: context.images }),
        onDone: [
          {
            guard: { type: 'hasErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: { type: 'setErrors', params: ({ event }) => ({ errors: event.output }) },
          },
          { target: 'submitting' },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportOutcome', params: { outcome: 'failed' } },
          ],
        },
      },
    },
    submitting: {
      meta: { description: 'The ticket is being sent with the attempt’s idempotency key; the form is read-only.' },
      entry: 'clearFailure',
      invoke: {
        id: 'submitTicket',
        src: 'submitTicket',
        input: ({ context }) => ({ values: context.values, images: context.images, key: present(context.attemptKey) }),
        onDone: [
          {
            guard: { type: 'submitRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: [
              { type: 'setErrors', params: ({ event }) => ({ errors: withOutcome(event.output, 'refused').errors }) },
              { type: 'reportOutcome', params: { outcome: 'refused' } },
            ],
          },
          {
            target: 'submitted',
            actions: [
              { type: 'setTicket', params: ({ event }) => ({ ticketId: withOutcome(event.output, 'sent').ticketId }) },
              'clearDraft',
              { type: 'reportOutcome', params: { outcome: 'submitted' } },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportOutcome', params: { outcome: 'failed' } },
          ],
        },
      },
    },
    failed: {
      meta: {
        description:
          'Sending failed (network or server): every field and image is kept, images can still be added or removed; retry sends the same attempt.',
        message: 'Network Error',
        messageKey: 'common.networkError',
      },
      on: {
        RETRY: 'submitting',
        EDIT: {
          target: 'editing',
          actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        // The images stay editable after a failure: adding or removing one changes the form, as typing does.
        ADD_IMAGE: [
          { guard: 'imagesFull', actions: { type: 'refuseImage', params: { error: 'full' } } },
          { target: 'uploading', actions: 'startUpload' },
        ],
        REMOVE_IMAGE: {
          target: 'editing',
          actions: { type: 'removeImage', params: ({ event }) => ({ index: event.index }) },
        },
        SUBMIT: {
          target: 'validating',
          actions: {
            type: 'takeKey',
            // Stryker disable next-line ObjectLiteral: failed is only reached after takeKey set the attempt's key, and takeKey keeps a key it already has: the tapped key is never read here
            params: ({ event }) => ({ key: event.key }),
          },
        },
      },
    },
    submitted: {
      meta: { description: 'The ticket exists; the draft is gone and the page says what happens next.' },
    },
  },
});
