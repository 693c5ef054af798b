import { authMachine } from '@machines/auth/auth.machine';
import { defineFlow } from '../framework/flow';

export const authFlow = defineFlow({
  name: 'auth',
  machine: authMachine,
  source: 'machines/auth/auth.machine.ts',
  paths: {},
});
