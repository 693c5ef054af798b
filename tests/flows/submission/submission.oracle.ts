/**
 * Submission oracle, written from the "one submission flow for all five forms" and
 * DESIGN.md "Forms, uploads and drafts":
 * - a form is edited, then checked by its own rules; refused fields are shown and nothing is sent;
 * - an accepted form is sent with an idempotency key made once per attempt: a retry after a failure
 *   and a second tap while sending reuse it (one ticket), a change to the form starts a new attempt;
 * - the server may refuse fields (violating words, a bad link): shown on the field, the text kept;
 * - a failure (network) keeps every field and image and offers Retry ('Network Error'); images can
 *   still be added and removed (the walk found the "Add image" tile gone after a failed send);
 * - images upload as soon as chosen, at most the form's maximum; a refused image says why and
 *   adds nothing; typing goes on while an image uploads;
 * - success forgets the draft, once; each outcome is reported to analytics.
 */
import type {
  FieldErrors,
  FormValues,
  ImageError,
  SubmissionInput,
  SubmitResult,
  UploadResult,
} from '@machines/submission/types';
import type { Expected, FlowOracle, Scenario, WorldEffect, WorldStep } from '../framework/twin/oracle';

type Phase = 'editing' | 'uploading' | 'validating' | 'submitting' | 'failed' | 'submitted';

interface Form {
  readonly phase: Phase;
  readonly values: FormValues;
  readonly images: readonly string[];
  readonly errors: FieldErrors;
  readonly imageError: ImageError | null;
  readonly key: string | null;
  readonly ticketId: string | null;
}

type SubmissionScenario = Scenario<SubmissionInput>;

const MAX = 3;
const TAPPED_KEY = 'key-from-tap-0001';
const UPLOADED = 'https://h5.talkie-ai.com/up/new.jpg';
const EDITED = { field: 'description', value: 'edited by the user' };

const scenarios: SubmissionScenario[] = [
  { name: 'empty form', input: { values: {}, images: [], maxImages: MAX } },
  {
    name: 'restored draft with two images',
    input: {
      values: { description: 'from the draft', topic: 'bug' },
      images: ['https://h5.talkie-ai.com/up/a.jpg', 'https://h5.talkie-ai.com/up/b.jpg'],
      maxImages: MAX,
    },
  },
  {
    name: 'restored draft, images full',
    input: { values: { description: '举报' }, images: ['u1', 'u2', 'u3'], maxImages: MAX },
  },
  {
    name: 'restored draft with more images than the form takes now',
    input: { values: { description: 'older draft' }, images: ['u1', 'u2', 'u3', 'u4'], maxImages: MAX },
  },
  {
    name: 'restored draft whose last attempt may have reached the server',
    input: {
      values: { description: 'sent before the crash' },
      images: [],
      maxImages: MAX,
      attemptKey: 'key-kept-by-draft',
    },
  },
];

const read = (f: Form) => ({
  values: f.values,
  images: f.images,
  errors: f.errors,
  imageError: f.imageError,
  key: f.key,
  ticketId: f.ticketId,
});

function see(f: Form, effects: WorldEffect[] = []): Expected<Form> {
  const inFlight =
    f.phase === 'uploading'
      ? ['uploadImage']
      : f.phase === 'validating'
        ? ['validateForm']
        : f.phase === 'submitting'
          ? ['submitTicket']
          : [];
  return {
    state: f,
    see: { effects, inFlight, messages: f.phase === 'failed' ? ['common.networkError'] : [], shown: read(f) },
  };
}

const validate = (f: Form): Expected<Form> =>
  see({ ...f, phase: 'validating', errors: {} }, [
    { request: 'validateForm', input: { values: f.values, images: f.images } },
  ]);
const send = (f: Form): Expected<Form> =>
  see({ ...f, phase: 'submitting' }, [
    { request: 'submitTicket', input: { values: f.values, images: f.images, key: f.key } },
  ]);

/**
 * The form's own checks refuse three fields at once: typing in one clears its error only; an uploaded image clears the
 * images' error.
 */
const checkAnswer = (variant: string): FieldErrors =>
  variant.startsWith('hasErrors') ? { description: 'tooLong', topic: 'required', images: 'required' } : {};
const uploadAnswer = (variant: string): UploadResult =>
  variant.startsWith('uploadRefused')
    ? { outcome: 'refused', error: 'heic' }
    : { outcome: 'uploaded', urls: [UPLOADED, `${UPLOADED}?2`] };
/**
 * The server refuses a field (violating words), or with `submitRefused:form` the whole form (a duplicate of a ticket
 * just sent).
 */
const sendAnswer = (variant: string): SubmitResult =>
  variant === 'submitRefused:form'
    ? { outcome: 'refused', errors: { form: 'duplicate' } }
    : variant.startsWith('submitRefused')
      ? { outcome: 'refused', errors: { description: 'violation' } }
      : { outcome: 'sent', ticketId: 'ticket-1' };

/** Typing clears that field's error and a refusal of the whole form (it was about what was sent). */
function edited(f: Form): Form {
  const errors = Object.fromEntries(Object.entries(f.errors).filter(([k]) => k !== EDITED.field && k !== 'form'));
  return { ...f, values: { ...f.values, [EDITED.field]: EDITED.value }, errors, imageError: null, key: null };
}

function onEvent(f: Form, step: Extract<WorldStep, { kind: 'event' }>): Expected<Form> {
  const editable = f.phase === 'editing' || f.phase === 'failed';
  switch (step.type) {
    case 'EDIT':
      if (editable) return see({ ...edited(f), phase: 'editing' });
      if (f.phase === 'uploading') return see({ ...edited(f), phase: 'uploading' });
      return see(f);
    case 'SUBMIT':
      if (!editable) return see(f); // a second tap while checking or sending
      return validate({ ...f, key: f.key ?? TAPPED_KEY });
    case 'RETRY':
      return f.phase === 'failed' ? send(f) : see(f);
    case 'ADD_IMAGE':
      // After a failure too: the form stays editable, images included.
      if (!editable) return see(f);
      if (f.images.length >= MAX) return see({ ...f, imageError: 'full' });
      return see({ ...f, phase: 'uploading', imageError: null }, [
        { request: 'uploadImage', input: { source: 'chosen-file', room: MAX - f.images.length } },
      ]);
    case 'REMOVE_IMAGE':
      return editable
        ? see({ ...f, phase: 'editing', images: f.images.slice(1), imageError: null, key: null })
        : see(f);
    default:
      return see(f);
  }
}

function onReply(f: Form, step: Extract<WorldStep, { kind: 'reply' }>): Expected<Form> {
  if (step.src === 'uploadImage' && f.phase === 'uploading') {
    if (!step.ok) return see({ ...f, phase: 'editing', imageError: 'failed' });
    const answer = uploadAnswer(step.variant);
    if (answer.outcome === 'refused') return see({ ...f, phase: 'editing', imageError: answer.error });
    const { images: _dropImages, ...errors } = f.errors;
    return see({ ...f, phase: 'editing', images: [...f.images, ...answer.urls].slice(0, MAX), key: null, errors });
  }
  if (step.src === 'validateForm' && f.phase === 'validating') {
    if (!step.ok) return see({ ...f, phase: 'failed' }, [{ call: 'reportOutcome', params: { outcome: 'failed' } }]);
    const errors = checkAnswer(step.variant);
    return Object.keys(errors).length ? see({ ...f, phase: 'editing', errors }) : send(f);
  }
  if (step.src === 'submitTicket' && f.phase === 'submitting') {
    if (!step.ok) return see({ ...f, phase: 'failed' }, [{ call: 'reportOutcome', params: { outcome: 'failed' } }]);
    const answer = sendAnswer(step.variant);
    if (answer.outcome === 'refused')
      return see({ ...f, phase: 'editing', errors: answer.errors }, [
        { call: 'reportOutcome', params: { outcome: 'refused' } },
      ]);
    return see({ ...f, phase: 'submitted', ticketId: answer.ticketId }, [
      { call: 'clearDraft' },
      { call: 'reportOutcome', params: { outcome: 'submitted' } },
    ]);
  }
  return see(f);
}

export const submissionOracle: FlowOracle<SubmissionInput, Form, SubmissionScenario> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: ['EDIT', 'ADD_IMAGE', 'REMOVE_IMAGE', 'SUBMIT', 'RETRY'],
  scenarios,
  start: (sc) =>
    see({
      phase: 'editing',
      values: sc.input.values,
      images: sc.input.images.slice(0, MAX),
      errors: {},
      imageError: null,
      key: sc.input.attemptKey ?? null,
      ticketId: null,
    }),
  payload(step) {
    if (step.type === 'EDIT') return { type: 'EDIT', ...EDITED };
    if (step.type === 'SUBMIT') return { type: 'SUBMIT', key: TAPPED_KEY };
    if (step.type === 'ADD_IMAGE') return { type: 'ADD_IMAGE', source: 'chosen-file' };
    if (step.type === 'REMOVE_IMAGE') return { type: 'REMOVE_IMAGE', index: 0 };
    return { type: step.type };
  },
  answer(step): unknown {
    if (!step.ok) return new Error(`${step.src} failed`);
    if (step.src === 'validateForm') return checkAnswer(step.variant);
    if (step.src === 'uploadImage') return uploadAnswer(step.variant);
    return sendAnswer(step.variant);
  },
  next(f, step) {
    if (step.kind === 'event') return onEvent(f, step);
    if (step.kind === 'reply') return onReply(f, step);
    return see(f);
  },
  read: (snapshot) => {
    const c = snapshot.context as {
      values: FormValues;
      images: string[];
      errors: FieldErrors;
      imageError: ImageError | null;
      attemptKey: string | null;
      ticketId: string | null;
    };
    return {
      values: c.values,
      images: c.images,
      errors: c.errors,
      imageError: c.imageError,
      key: c.attemptKey,
      ticketId: c.ticketId,
    };
  },
};
