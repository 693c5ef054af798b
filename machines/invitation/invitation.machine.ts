/**
 * Invitation event (SPEC §4 content states, §5 "Invitation code needs login", §6): needs a
 * real-name login; loads the user's invitation info; a friend's code can be entered once
 * (validated locally first, then by the server); rewards can be received; the user's own code can
 * be shared. Code entry and rewards are independent parallel regions of `ready`.
 */
import { assign, setup } from 'xstate';
import { INVITE_CODE_PATTERN } from '@/api/contract/invitation';
import { mustProvideAction, mustProvideActor, present, withOutcome } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  BindResult,
  CodeError,
  InvitationContext,
  InvitationEvent,
  InvitationInfo,
  InvitationInput,
  InvitationReward,
  ReceiveResult,
} from './types';

/** Codes are compared upper-cased and trimmed, as the server does. */
export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();

/** The local verdict on a code before it is sent, or null when it may be sent. Exported for tests. */
export function localCodeError(code: string, ownCode: string | null): CodeError | null {
  const normalized = normalizeInviteCode(code);
  if (!normalized) return 'empty';
  if (!INVITE_CODE_PATTERN.test(normalized)) return 'malformed';
  if (ownCode && normalized === normalizeInviteCode(ownCode)) return 'own-code';
  return null;
}

const hasReward = (info: InvitationInfo, status: InvitationReward['status']): boolean =>
  info.rewards.some((r) => r.status === status);

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as InvitationInput,
    meta: {} as StateMeta,
  },
  actors: {
    /** invitation/get_info, mapped to InvitationInfo. */
    loadInvitation: mustProvideActor<InvitationInfo>('loadInvitation'),
    /** invitation/bind_code; the server's refusals resolve as outcomes, network errors reject. */
    bindCode: mustProvideActor<BindResult, { code: string }>('bindCode'),
    /** invitation/claim_reward; RewardInvalid resolves as { outcome: 'invalid' }. */
    receiveReward: mustProvideActor<ReceiveResult, { rewardId: string }>('receiveReward'),
  },
  actions: {
    /** Start the real-name login (or the open-the-app prompt outside the app). */
    requestLogin: mustProvideAction('requestLogin'),
    /** Native share or copy link of the user's own code. */
    shareInvitation: mustProvideAction<{ inviteCode: string }>('shareInvitation'),
    setInfo: assign((_, params: { info: InvitationInfo }) => ({
      info: params.info,
      codeError: null,
      rewardNotice: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: params.error })),
    refuseCode: assign((_, params: { error: CodeError }) => ({ codeError: params.error })),
    clearCodeError: assign({ codeError: null }),
    submitCode: assign((_, params: { code: string }) => ({
      pendingCode: normalizeInviteCode(params.code),
      codeError: null,
    })),
    setBoundCode: assign(({ context }, params: { boundCode: string }) => ({
      info: context.info ? { ...context.info, boundCode: params.boundCode } : null,
    })),
    startReceive: assign((_, params: { rewardId: string }) => ({ pendingRewardId: params.rewardId })),
    updateReward: assign(({ context }, params: { reward: InvitationReward }) => ({
      info: context.info
        ? {
            ...context.info,
            rewards: context.info.rewards.map((r) => (r.rewardId === params.reward.rewardId ? params.reward : r)),
          }
        : null,
      rewardNotice: 'received' as const,
    })),
    markRewardInvalid: assign(({ context }) => ({
      info: context.info
        ? {
            ...context.info,
            rewards: context.info.rewards.map((r) =>
              r.rewardId === context.pendingRewardId ? { ...r, status: 'expired' as const } : r,
            ),
          }
        : null,
      rewardNotice: 'invalid' as const,
    })),
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    infoFromRoute: ({ context }) => context.info !== null,
    // Checked inside `ready`, which the loaded info enters.
    hasBoundCode: ({ context }) => Boolean(present(context.info).boundCode),
    codeEmpty: (_, params: { code: string; own: string | null }) => localCodeError(params.code, params.own) === 'empty',
    codeMalformed: (_, params: { code: string; own: string | null }) =>
      localCodeError(params.code, params.own) === 'malformed',
    ownCode: (_, params: { code: string; own: string | null }) =>
      localCodeError(params.code, params.own) === 'own-code',
    /** The server refused the code; context.codeError says why. */
    codeRefused: (_, params: { result: BindResult }) => params.result.outcome === 'refused',
    hasReceivableReward: ({ context }) => hasReward(present(context.info), 'receivable'),
    hasReceivedReward: ({ context }) => hasReward(present(context.info), 'received'),
    hasExpiredReward: ({ context }) => hasReward(present(context.info), 'expired'),
    receiveRefused: (_, params: { outcome: ReceiveResult['outcome'] }) => params.outcome === 'invalid',
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({
    isLoggedIn: input.isLoggedIn,
    info: input.isLoggedIn ? (input.info ?? null) : null,
    codeError: null,
    pendingCode: null,
    pendingRewardId: null,
    rewardNotice: null,
    failure: null,
  }),
  initial: 'checkingLogin',
  meta: {
    description: 'Invitation event: login, invitation info, entering a friend’s code, receiving rewards and sharing.',
    notes: [
      'Divergence 10 stays: the reward area has one state, chosen by priority (something to receive, else received, else invalid or expired). It decides what the area can do (a receive), not what each reward shows: the page draws every reward with its own badge (receive button, "Received", "Invalid or expired") from the reward list, so received and expired rewards show beside one that can still be received. The area\'s "Received" and "Invalid or expired" states are its summary when nothing is left to receive.',
    ],
    events: {
      LOG_IN: 'The user taps "log in" on the login prompt.',
      LOGGED_IN: 'The login finished (the page sees a real-name user).',
      RETRY: 'The user taps retry on the error panel.',
      RELOAD: 'The page reloads the invitation info.',
      SUBMIT_CODE: "The user submits a friend's invitation code.",
      CODE_EDITED: 'The user edits the code after it was refused or the submit failed.',
      RETRY_SUBMIT: 'The user taps retry after the submit failed.',
      RECEIVE_REWARD: 'The user taps receive on a reward.',
      SHARE: 'The user taps share on their own code.',
    },
  },
  states: {
    checkingLogin: {
      meta: { description: 'The event needs a real-name login.' },
      always: [{ guard: 'isLoggedIn', target: 'checkingInfo' }, { target: 'loginRequired' }],
    },
    checkingInfo: {
      meta: {
        description:
          "Logged in: with the route's info (the server rendered the visitor's page) the page is ready at once, else it loads the info.",
      },
      always: [{ guard: 'infoFromRoute', target: 'ready' }, { target: 'loadingInfo' }],
    },
    loginRequired: {
      meta: {
        description: 'Not logged in: the page asks the user to log in.',
        message: 'Please log in to participate',
        messageKey: 'invitation.loginRequired',
      },
      on: { LOG_IN: { actions: 'requestLogin' }, LOGGED_IN: 'loadingInfo' },
    },
    loadingInfo: {
      meta: { description: 'Loading the invitation info (own code, bound code, rewards).' },
      invoke: {
        id: 'loadInvitation',
        src: 'loadInvitation',
        onDone: { target: 'ready', actions: { type: 'setInfo', params: ({ event }) => ({ info: event.output }) } },
        onError: {
          target: 'infoError',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    infoError: {
      meta: {
        description: 'The info could not be loaded; the error panel offers a retry.',
        message: 'Sorry, content loading failed~',
        messageKey: 'common.loadingFailed',
      },
      on: { RETRY: 'loadingInfo' },
    },
    ready: {
      type: 'parallel',
      meta: { description: 'Info loaded: code entry and rewards side by side; the own code can be shared.' },
      on: {
        RELOAD: 'loadingInfo',
        SHARE: {
          actions: {
            type: 'shareInvitation',
            params: ({ context }) => ({ inviteCode: present(context.info).inviteCode }),
          },
        },
      },
      states: {
        code: {
          meta: { description: "Entering a friend's code (once per account)." },
          initial: 'resolving',
          states: {
            resolving: {
              meta: { description: 'Has this account already bound a code?' },
              always: [{ guard: 'hasBoundCode', target: 'bound' }, { target: 'entering' }],
            },
            entering: {
              meta: { description: 'The code field is shown.' },
              initial: 'editing',
              on: {
                SUBMIT_CODE: [
                  {
                    guard: {
                      type: 'codeEmpty',
                      params: ({ context, event }) => ({ code: event.code, own: present(context.info).inviteCode }),
                    },
                    target: '.refused',
                    actions: { type: 'refuseCode', params: { error: 'empty' } },
                  },
                  {
                    guard: {
                      type: 'codeMalformed',
                      params: ({ context, event }) => ({ code: event.code, own: present(context.info).inviteCode }),
                    },
                    target: '.refused',
                    actions: { type: 'refuseCode', params: { error: 'malformed' } },
                  },
                  {
                    guard: {
                      type: 'ownCode',
                      params: ({ context, event }) => ({ code: event.code, own: present(context.info).inviteCode }),
                    },
                    target: '.refused',
                    actions: { type: 'refuseCode', params: { error: 'own-code' } },
                  },
                  {
                    target: 'submitting',
                    actions: { type: 'submitCode', params: ({ event }) => ({ code: event.code }) },
                  },
                ],
              },
              states: {
                editing: { meta: { description: 'Waiting for the user to submit a code.' } },
                refused: {
                  meta: { description: 'The code was refused; the message depends on the reason (context.codeError).' },
                  on: { CODE_EDITED: { target: 'editing', actions: 'clearCodeError' } },
                },
              },
            },
            submitting: {
              meta: { description: 'Sending the code to the server.' },
              invoke: {
                id: 'bindCode',
                src: 'bindCode',
                input: ({ context }) => ({ code: present(context.pendingCode) }),
                onDone: [
                  {
                    guard: { type: 'codeRefused', params: ({ event }) => ({ result: event.output }) },
                    target: '#invitation.ready.code.entering.refused',
                    actions: {
                      type: 'refuseCode',
                      params: ({ event }) => ({ error: withOutcome(event.output, 'refused').error }),
                    },
                  },
                  {
                    target: 'bound',
                    actions: {
                      type: 'setBoundCode',
                      params: ({ event }) => ({ boundCode: withOutcome(event.output, 'bound').boundCode }),
                    },
                  },
                ],
                onError: {
                  target: 'submitFailed',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            submitFailed: {
              meta: {
                description: 'The submit failed (network); retry or edit the code.',
                message: 'Network Error',
                messageKey: 'common.networkError',
              },
              on: {
                RETRY_SUBMIT: 'submitting',
                CODE_EDITED: { target: 'entering.editing', actions: 'clearCodeError' },
              },
            },
            bound: { meta: { description: "A friend's code is bound to this account." } },
          },
        },
        rewards: {
          meta: { description: 'The invitation rewards.' },
          initial: 'resolving',
          states: {
            resolving: {
              meta: { description: 'Choosing what the reward area shows from the reward list.' },
              always: [
                { guard: 'hasReceivableReward', target: 'receivable' },
                { guard: 'hasReceivedReward', target: 'received' },
                { guard: 'hasExpiredReward', target: 'expired' },
                { target: 'none' },
              ],
            },
            receivable: {
              meta: { description: 'A reward can be received.' },
              on: {
                RECEIVE_REWARD: {
                  target: 'receiving',
                  actions: { type: 'startReceive', params: ({ event }) => ({ rewardId: event.rewardId }) },
                },
              },
            },
            receiving: {
              meta: { description: 'Receiving the reward.' },
              invoke: {
                id: 'receiveReward',
                src: 'receiveReward',
                input: ({ context }) => ({ rewardId: present(context.pendingRewardId) }),
                onDone: [
                  {
                    guard: { type: 'receiveRefused', params: ({ event }) => ({ outcome: event.output.outcome }) },
                    target: 'resolving',
                    actions: 'markRewardInvalid',
                  },
                  {
                    target: 'resolving',
                    actions: {
                      type: 'updateReward',
                      params: ({ event }) => ({ reward: withOutcome(event.output, 'received').reward }),
                    },
                  },
                ],
                onError: {
                  target: 'receiveFailed',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            receiveFailed: {
              meta: {
                description: 'Receiving failed (network); tapping receive again retries.',
                message: 'Network Error',
                messageKey: 'common.networkError',
              },
              on: {
                RECEIVE_REWARD: {
                  target: 'receiving',
                  actions: { type: 'startReceive', params: ({ event }) => ({ rewardId: event.rewardId }) },
                },
              },
            },
            received: {
              meta: {
                description: 'Rewards received, none left to receive.',
                message: 'Received',
                messageKey: 'invitation.rewardReceived',
              },
            },
            expired: {
              meta: {
                description: 'The rewards are invalid or expired.',
                message: 'Invalid or expired',
                messageKey: 'invitation.rewardExpired',
              },
            },
            none: { meta: { description: 'No reward yet: invite friends to earn one.' } },
          },
        },
      },
    },
  },
});
