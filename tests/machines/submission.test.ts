// @vitest-environment node
import { expect } from 'vitest';
import type { FieldErrors, SubmitResult, UploadResult } from '@machines/submission/types';
import { submissionOracle } from './oracles/submission.oracle';
import { countActions, describeMachinePaths, describeOracle } from './support/describe-machine';

const KEY = 'attempt-key-0001';

const suite = describeMachinePaths('submission', {
  input: () => ({ values: { description: 'draft text' }, images: [], maxImages: 3 }),
  // The image count grows along a path, so "full" follows the path's plan.
  symbolicGuards: ['imagesFull'],
  outputs: {
    validateForm: ({ plan }): FieldErrors => (plan.wants('hasErrors') ? { description: 'required' } : {}),
    uploadImage: ({ plan }): UploadResult => (plan.wants('uploadRefused') ? { outcome: 'refused', error: 'notImage' } : { outcome: 'uploaded', urls: ['https://x/u1.jpg'] }),
    submitTicket: ({ plan }): SubmitResult => (plan.wants('submitRefused') ? { outcome: 'refused', errors: { description: 'violation' } } : { outcome: 'sent', ticketId: 't1' }),
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
      expect(effects.filter((e) => e.kind === 'invoke' && e.src === 'submitTicket').at(-1)).toMatchObject({ input: { key: KEY } });
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
