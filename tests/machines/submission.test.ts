import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { submissionMachine } from '@machines/submission/submission.machine';
import type { FieldErrors, SubmitResult, UploadResult } from '@machines/submission/types';
import { submissionOracle } from '../flows/submission/submission.oracle';
import {
  countActions,
  describeMachinePaths,
  describeOracle,
  describeOracleSequences,
} from '../flows/framework/twin/describe-machine';

const KEY = 'attempt-key-0001';

const suite = describeMachinePaths('submission', {
  input: () => ({ values: { description: 'draft text' }, images: [], maxImages: 3 }),
  // The image count grows along a path, so "full" follows the path's plan.
  symbolicGuards: ['imagesFull'],
  outputs: {
    validateForm: ({ plan }): FieldErrors => (plan.wants('hasErrors') ? { description: 'required' } : {}),
    uploadImage: ({ plan }): UploadResult =>
      plan.wants('uploadRefused')
        ? { outcome: 'refused', error: 'notImage' }
        : { outcome: 'uploaded', urls: ['https://x/u1.jpg'] },
    submitTicket: ({ plan }): SubmitResult =>
      plan.wants('submitRefused')
        ? { outcome: 'refused', errors: { description: 'violation' } }
        : { outcome: 'sent', ticketId: 't1' },
  },
  events: {
    EDIT: () => ({ type: 'EDIT', field: 'description', value: 'new text' }),
    ADD_IMAGE: () => ({ type: 'ADD_IMAGE', source: 'file' }),
    REMOVE_IMAGE: () => ({ type: 'REMOVE_IMAGE', index: 0 }),
    SUBMIT: () => ({ type: 'SUBMIT', key: KEY }),
  },
  states: {
    'submission.submitting': ({ snapshot, effects }) => {
      // Every send carries the attempt's key.
      expect(effects.filter((e) => e.kind === 'invoke' && e.src === 'submitTicket').at(-1)).toMatchObject({
        input: { key: KEY },
      });
      expect(snapshot.context.attemptKey).toBe(KEY);
    },
    'submission.submitted': ({ snapshot, effects }) => {
      expect(snapshot.context.ticketId).toBe('t1');
      expect(countActions(effects, 'clearDraft')).toBe(1);
    },
    'submission.failed': ({ snapshot }) => {
      // A failure keeps the text.
      expect(snapshot.context.values.description).toMatch(/text/);
    },
  },
  everyStep: ({ snapshot, effects }) => {
    expect(snapshot.context.images.length).toBeLessThanOrEqual(3);
    if (!snapshot.matches('submitted')) expect(countActions(effects, 'clearDraft')).toBe(0);
  },
});

describeOracle('submission', suite, submissionOracle);

const event = (type: string) => ({ kind: 'event', type, variant: '' }) as const;
const answer = (src: string, variant = '') => ({ kind: 'reply', id: src, src, ok: true, variant }) as const;

describeOracleSequences('submission', submissionOracle, {
  'refused fields stay refused until the user changes them; an uploaded image clears the images’ error': [
    event('SUBMIT'),
    answer('validateForm', 'hasErrors'),
    event('EDIT'),
    event('ADD_IMAGE'),
    answer('uploadImage'),
    event('SUBMIT'),
  ],
  'a refusal of the whole form outlasts an added image and goes away when the user changes the text': [
    event('SUBMIT'),
    answer('validateForm'),
    answer('submitTicket', 'submitRefused:form'),
    event('ADD_IMAGE'),
    answer('uploadImage'),
    event('EDIT'),
  ],
});

describe('idempotency key of an attempt', () => {
  const run = () => {
    const keys: string[] = [];
    let fail = true;
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
          >(async ({ input }) => {
            keys.push(input.key);
            if (fail) throw new Error('the answer was lost');
            return { outcome: 'sent', ticketId: 't1' };
          }),
        },
        actions: { clearDraft: () => undefined, reportOutcome: () => undefined },
      }),
      { input: { values: { description: 'text' }, images: [], maxImages: 3 } },
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    return { actor, keys, settle, succeed: () => (fail = false) };
  };

  it('a second tap while sending sends nothing; Retry after a failure sends the same key', async () => {
    const { actor, keys, settle, succeed } = run();
    actor.send({ type: 'SUBMIT', key: 'first-tap-key' });
    actor.send({ type: 'SUBMIT', key: 'second-tap-key' });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.values).toEqual({ description: 'text' });
    succeed();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(keys).toEqual(['first-tap-key', 'first-tap-key']);
  });

  it('a change to the form after a failure starts a new attempt with a new key', async () => {
    const { actor, keys, settle, succeed } = run();
    actor.send({ type: 'SUBMIT', key: 'key-one' });
    await settle();
    await settle();
    actor.send({ type: 'EDIT', field: 'description', value: 'text, corrected' });
    succeed();
    actor.send({ type: 'SUBMIT', key: 'key-two' });
    await settle();
    await settle();
    expect(keys).toEqual(['key-one', 'key-two']);
  });
});
