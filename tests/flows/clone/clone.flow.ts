import { cloneMachine } from '@machines/clone/clone.machine';
import { defineFlow } from '../framework/flow';

export const cloneFlow = defineFlow({
  name: 'clone',
  machine: cloneMachine,
  source: 'machines/clone/clone.machine.ts',
  paths: {
    fixedGuards: [
      'isLoggedIn',
      'startsAtIntro',
      'startsAtSummary',
      'canShareClone',
      'inApp',
      'quotaFromRoute',
      'routeQuotaUsedUp',
    ],
    // Only the app can share a clone; the summary is never the entry of the introduction; a used-up
    // allowance from the route is one; the server reads the allowance with the introduction only (its
    // form and summary show the browser's draft, they are rendered in the browser).
    possibleInputs: (plan) =>
      !(plan.wants('canShareClone') === true && plan.wants('inApp') === false) &&
      !(plan.wants('startsAtIntro') === true && plan.wants('startsAtSummary') === true) &&
      !(plan.wants('routeQuotaUsedUp') === true && plan.wants('quotaFromRoute') === false) &&
      !(
        (plan.wants('quotaFromRoute') === true || plan.wants('routeQuotaUsedUp') === true) &&
        plan.wants('startsAtIntro') === false
      ),
  },
});
