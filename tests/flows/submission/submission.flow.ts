import { submissionMachine } from '@machines/submission/submission.machine';
import { defineFlow } from '../framework/flow';

export const submissionFlow = defineFlow({
  name: 'submission',
  machine: submissionMachine,
  source: 'machines/submission/submission.machine.ts',
  paths: {},
});
