import { invitationMachine } from '@machines/invitation/invitation.machine';
import { defineFlow } from '../framework/flow';

export const invitationFlow = defineFlow({
  name: 'invitation',
  machine: invitationMachine,
  source: 'machines/invitation/invitation.machine.ts',
  paths: { fixedGuards: ['isLoggedIn'] },
});
