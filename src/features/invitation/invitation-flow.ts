/**
 * The invitation machine with the page's real effects (DESIGN.md: effects supplied in one place per
 * flow): the invitation calls of the API, and login and share handed to the page's own handlers.
 */
import { attemptKeys } from '@/kernel/drafts';
import { fromPromise } from 'xstate';
import { invitationMachine } from '@machines/invitation/invitation.machine';
import type {
  BindResult,
  InvitationInfo,
  InvitationReward,
  ReceiveResult,
  ServerCodeError,
} from '@machines/invitation/types';
import { StatusCode } from '@/api/contract/codes';
import {
  bindInviteCode,
  claimInvitationReward,
  getInvitationInfo,
  type InvitationInfoData,
  type InvitationReward as RewardData,
} from '@/api/contract/invitation';
import { isApiError, type ApiClient } from '@/services/api';
import { callEndpoint } from '@/services/api/call-endpoint';

export interface InvitationFlowDeps {
  readonly client: ApiClient;
  /** Starts the real-name login (inside the app); the page sends LOGGED_IN when it succeeded. */
  readonly requestLogin: () => void;
  /** Shares the user's own code (native share, WeChat, the system sheet or the clipboard). */
  readonly shareInvitation: (inviteCode: string) => void;
  /** The info the flow starts from (the route's loader had it): its rewards are the ones already shown. */
  readonly info?: InvitationInfo | undefined;
  /** Whose binding and rewards these are: their idempotency keys are kept per user (kernel/drafts). */
  readonly userId?: string | null;
}

export function toReward(data: RewardData): InvitationReward {
  return {
    rewardId: data.reward_id,
    status: data.status,
    gems: data.gems,
    kind: data.kind,
    friendNickname: data.friend_nickname,
    expiresAtMs: data.expires_at_ms,
  };
}

/** invitation/get_info as the machine needs it. Pure; exported for tests. */
export function toInvitationInfo(data: InvitationInfoData): InvitationInfo {
  return {
    inviteCode: data.invite_code,
    boundCode: data.bound_code,
    rewards: data.rewards.map(toReward),
    invitedCount: data.invited_count,
    gemsPerInvite: data.gems_per_invite,
  };
}

/** The server's refusals of a code, each with its own message; anything else is a failure to retry. */
const BIND_REFUSALS: ReadonlyMap<number, ServerCodeError> = new Map([
  [StatusCode.InviteCodeInvalid, 'invalid'],
  // Checked on the page first; should the server still refuse them, "invalid" is the honest answer.
  [StatusCode.InviteCodeEmpty, 'invalid'],
  [StatusCode.InviteCodeMalformed, 'invalid'],
  [StatusCode.InviteCodeOwn, 'invalid'],
  [StatusCode.InviteCodeExpired, 'expired'],
  [StatusCode.InviteAlreadyBound, 'already-bound'],
  [StatusCode.InviteCodeMutual, 'mutual'],
  // Too many wrong codes in an hour: retrying now would be refused again.
  [StatusCode.RiskControl, 'too-many-attempts'],
]);

export function provideInvitationMachine(deps: InvitationFlowDeps) {
  const { client } = deps;
  // One idempotency key per intent, kept across retries and reloads: a bind or a reward whose answer
  // was lost is sent again with its key and answers as the first did.
  const binds = attemptKeys<string>({ form: 'invitation_bind', user: deps.userId ?? 'visitor' });
  const rewards = attemptKeys<string>({ form: 'invitation_reward', user: deps.userId ?? 'visitor' });
  // The rewards last shown, so a reward received meanwhile (another device) keeps its gems on screen.
  const known = new Map<string, InvitationReward>(
    (deps.info?.rewards ?? []).map((reward) => [reward.rewardId, reward]),
  );
  return invitationMachine.provide({
    actors: {
      loadInvitation: fromPromise<InvitationInfo, void>(async () => {
        const info = toInvitationInfo(await callEndpoint(client, getInvitationInfo, {}));
        known.clear();
        for (const reward of info.rewards) known.set(reward.rewardId, reward);
        return info;
      }),
      bindCode: fromPromise<BindResult, { code: string }>(async ({ input }) => {
        try {
          const data = await binds.send(input.code, (key) =>
            callEndpoint(client, bindInviteCode, { invite_code: input.code, idempotency_key: key }),
          );
          return { outcome: 'bound', boundCode: data.bound_code };
        } catch (error) {
          const refusal = isApiError(error) ? BIND_REFUSALS.get(error.status_code) : undefined;
          if (refusal) return { outcome: 'refused', error: refusal };
          throw error;
        }
      }),
      receiveReward: fromPromise<ReceiveResult, { rewardId: string }>(async ({ input }) => {
        try {
          const data = await rewards.send(input.rewardId, (key) =>
            callEndpoint(client, claimInvitationReward, { reward_id: input.rewardId, idempotency_key: key }),
          );
          return { outcome: 'received', reward: toReward(data.reward) };
        } catch (error) {
          if (!isApiError(error)) throw error;
          if (error.status_code === StatusCode.RewardInvalid) return { outcome: 'invalid' };
          // Received before (a second tap, another device): it is received, and the gems were granted once.
          if (error.status_code === StatusCode.RewardAlreadyReceived) {
            const before = known.get(input.rewardId);
            return {
              outcome: 'received',
              reward: { ...(before ?? { rewardId: input.rewardId, gems: 0 }), status: 'received' },
            };
          }
          throw error;
        }
      }),
    },
    actions: {
      // After the transition: the login starts its own actor, which must not run inside this action.
      requestLogin: () => queueMicrotask(deps.requestLogin),
      shareInvitation: (_, params) => deps.shareInvitation(params.inviteCode),
    },
  });
}
