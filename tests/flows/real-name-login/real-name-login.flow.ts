import { realNameLoginMachine } from '@machines/real-name-login/real-name-login.machine';
import { defineFlow } from '../framework/flow';

export const realNameLoginFlow = defineFlow({
  name: 'real-name-login',
  machine: realNameLoginMachine,
  source: 'machines/real-name-login/real-name-login.machine.ts',
  paths: { fixedGuards: ['isNativeApp'] },
});
