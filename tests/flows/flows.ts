/**
 * Every flow the tests know, one registration each (tests/flows/<flow>/<flow>.flow.ts), in the order
 * of docs/flows/README.md. The unit paths (tests/machines), the end-to-end plan (tests/e2e/flows) and
 * the generated docs (`npm run flows`) read a flow from here. See tests/flows/README.md.
 */
import type { FlowRegistration } from './framework/flow';
import { authFlow } from './auth/auth.flow';
import { refreshTokenFlow } from './refresh-token/refresh-token.flow';
import { realNameLoginFlow } from './real-name-login/real-name-login.flow';
import { appOpenFlow } from './app-open/app-open.flow';
import { backToNativeFlow } from './back-to-native/back-to-native.flow';
import { forwardNavigationFlow } from './forward-navigation/forward-navigation.flow';
import { bridgeReadyFlow } from './bridge-ready/bridge-ready.flow';
import { wechatSetupFlow } from './wechat-setup/wechat-setup.flow';
import { pollingFlow } from './polling/polling.flow';
import { membershipFlow } from './membership/membership.flow';
import { invitationFlow } from './invitation/invitation.flow';
import { submissionFlow } from './submission/submission.flow';
import { spinWheelFlow } from './spin-wheel/spin-wheel.flow';
import { cloneFlow } from './clone/clone.flow';

export const flows = [
  authFlow,
  refreshTokenFlow,
  realNameLoginFlow,
  appOpenFlow,
  backToNativeFlow,
  forwardNavigationFlow,
  bridgeReadyFlow,
  wechatSetupFlow,
  pollingFlow,
  membershipFlow,
  invitationFlow,
  submissionFlow,
  spinWheelFlow,
  cloneFlow,
] as const;

export type FlowName = (typeof flows)[number]['name'];

const byName = new Map<string, FlowRegistration>(flows.map((flow) => [flow.name, flow]));

/** The registration of a flow by its name. */
export function flowNamed(name: FlowName): FlowRegistration {
  const flow = byName.get(name);
  if (!flow) throw new Error(`no flow named ${name}`);
  return flow;
}
