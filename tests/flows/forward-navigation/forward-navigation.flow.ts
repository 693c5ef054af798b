import { forwardNavigationMachine } from '@machines/forward-navigation/forward-navigation.machine';
import { defineFlow } from '../framework/flow';

export const forwardNavigationFlow = defineFlow({
  name: 'forward-navigation',
  machine: forwardNavigationMachine,
  source: 'machines/forward-navigation/forward-navigation.machine.ts',
  paths: { fixedGuards: ['isNativeApp'] },
});
