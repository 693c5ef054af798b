import { membershipMachine } from '@machines/membership/membership.machine';
import { config } from '@/platform/config';
import { duration } from '../framework/docs/flow-docs';
import { defineFlow } from '../framework/flow';

const order = config.polling.orderStatus;
/** The order check's timing, named on the membership and polling pages. */
export const orderPollingValue = `Order check (\`config.polling.orderStatus\`): the first check at once, then every ${duration(order.intervalMs)} growing ${order.backoff}× after each check, at most ${order.maxAttempts} checks; then "maximum count exceeded" with "check again".`;

export const membershipFlow = defineFlow({
  name: 'membership',
  machine: membershipMachine,
  source: 'machines/membership/membership.machine.ts',
  paths: {
    fixedGuards: ['inBrowser', 'appTooOldToPay'],
    // Only the native app can be too old to pay.
    possibleInputs: (plan) => !(plan.wants('inBrowser') === true && plan.wants('appTooOldToPay') === true),
  },
  values: [orderPollingValue],
});
