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

export { appOpenMachine } from './app-open/app-open.machine';
export type { AppOpenEvent, AppOpenInput, AppOpenMethod, AppOpenStrategy, AppStoreKind, AppOpenActionParams } from './app-open/types';
export { authMachine, type AuthMachine } from './auth/auth.machine';
export { createRefreshCoordinator, TokenRefreshFailedError, type RefreshCoordinator } from './auth/refresh-coordinator';
export type { AuthEmitted, AuthEvent, AuthFailure, AuthInput, AuthSession } from './auth/types';
export { backToNativeMachine } from './back-to-native/back-to-native.machine';
export type { BackToNativeEvent, BackToNativeInput, CloseFallbackReason } from './back-to-native/types';
export { bridgeReadyMachine } from './bridge-ready/bridge-ready.machine';
export type { BridgeReadyEvent, BridgeReadyFailure, BridgeReadyInput, BridgeReadyOutput } from './bridge-ready/types';
export { cloneMachine } from './clone/clone.machine';
export type { CloneDraft, CloneEntry, CloneEvent, CloneInput, CloneNotice, CloneQuota, CreateResult, CreatedClone, DraftProblem } from './clone/types';
export { forwardNavigationMachine } from './forward-navigation/forward-navigation.machine';
export type { ForwardNavigationEvent, ForwardNavigationInput } from './forward-navigation/types';
export { invitationMachine, localCodeError, normalizeInviteCode } from './invitation/invitation.machine';
export type { BindResult, CodeError, InvitationEvent, InvitationInfo, InvitationInput, InvitationReward, ReceiveResult } from './invitation/types';
export { membershipMachine, settledOrderStatus } from './membership/membership.machine';
export { createOrderPolling } from './membership/order-polling';
export type { ClaimResult, ClaimType, MembershipEvent, MembershipInput, MembershipStatus, MembershipTier, OrderStatus, PurchaseResult } from './membership/types';
export { pollDelayMs, pollingMachine } from './polling/polling.machine';
export type { PollCheckInput, PollCheckResult, PollingEvent, PollingInput, PollingMessageKey, PollingOutcome, PollingOutput } from './polling/types';
export { isRealNameUser, realNameLoginMachine } from './real-name-login/real-name-login.machine';
export type { NativeLoginResult, NativeUserSummary, RealNameLoginEvent, RealNameLoginInput, RealNameLoginOutput } from './real-name-login/types';
export { isRefreshDue, refreshTokenCheckMachine } from './refresh-token/refresh-token.machine';
export type { RefreshTokenCheckInput, RefreshTokenCheckOutcome, RefreshTokenCheckOutput } from './refresh-token/types';
export { submissionMachine } from './submission/submission.machine';
export type { FieldErrors, FormValues, ImageError, SubmissionEvent, SubmissionInput, SubmitResult, UploadResult } from './submission/types';
export { SPIN_LANDING_MAX_MS, spinWheelMachine } from './spin-wheel/spin-wheel.machine';
export type { AdCheck, SpinEventPhase, SpinPrize, SpinRecord, SpinResult, SpinStatus, SpinWheelEvent, SpinWheelInput } from './spin-wheel/types';
export { completeSignature, wechatSetupMachine } from './wechat-setup/wechat-setup.machine';
export type { WechatSetupEvent, WechatSetupInput, WechatSetupOutput, WechatSetupProblem, WechatSignature, WechatSignatureAnswer } from './wechat-setup/types';
export { isPlaceholder, missingImplementations, MissingImplementationError } from './shared/must-provide';
export type { StateMeta } from './shared/meta';

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
