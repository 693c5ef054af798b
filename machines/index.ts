/**
 * The product flows as XState machines. Each is pure: effects are named in `setup()` and the app
 * supplies them with `.provide()` (see each machine's file for what must be provided).
 */
import type { AnyStateMachine } from 'xstate';
import { appOpenMachine } from './app-open/app-open.machine';
import { authMachine } from './auth/auth.machine';
import { backToNativeMachine } from './back-to-native/back-to-native.machine';
import { bridgeReadyMachine } from './bridge-ready/bridge-ready.machine';
import { cloneMachine } from './clone/clone.machine';
import { forwardNavigationMachine } from './forward-navigation/forward-navigation.machine';
import { invitationMachine } from './invitation/invitation.machine';
import { membershipMachine } from './membership/membership.machine';
import { pollingMachine } from './polling/polling.machine';
import { realNameLoginMachine } from './real-name-login/real-name-login.machine';
import { refreshTokenCheckMachine } from './refresh-token/refresh-token.machine';
import { submissionMachine } from './submission/submission.machine';
import { spinWheelMachine } from './spin-wheel/spin-wheel.machine';
import { wechatSetupMachine } from './wechat-setup/wechat-setup.machine';

/** Every flow by the name used in docs/flows/<name>.md and the path tests. */
export const flowMachines = {
  auth: authMachine,
  'refresh-token': refreshTokenCheckMachine,
  'real-name-login': realNameLoginMachine,
  'app-open': appOpenMachine,
  'back-to-native': backToNativeMachine,
  'forward-navigation': forwardNavigationMachine,
  'bridge-ready': bridgeReadyMachine,
  'wechat-setup': wechatSetupMachine,
  polling: pollingMachine,
  membership: membershipMachine,
  invitation: invitationMachine,
  submission: submissionMachine,
  'spin-wheel': spinWheelMachine,
  clone: cloneMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type FlowName = keyof typeof flowMachines;
