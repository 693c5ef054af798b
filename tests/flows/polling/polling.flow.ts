import { pollingMachine } from '@machines/polling/polling.machine';
import { orderPollingValue } from '../membership/membership.flow';
import { defineFlow } from '../framework/flow';

export const pollingFlow = defineFlow({
  name: 'polling',
  machine: pollingMachine,
  source: 'machines/polling/polling.machine.ts',
  paths: {},
  values: ["Interval, backoff, cap and maximum attempts are the caller's input.", orderPollingValue],
});
