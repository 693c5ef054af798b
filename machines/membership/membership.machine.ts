/**
 * Membership page (Standard and Pro): the daily and monthly member claims and the purchase of
 * the daily limited discount (SPEC §4 content states, §8 messages). The three are independent, so
 * they are parallel regions of `ready`: one can be "claimed today" while another is "purchasable".
 *
 * Purchase goes through the native bridge (version-gated: an app too old to pay gets an update
 * state), then the order status is polled with the polling machine until paid, canceled or the
 * maximum attempts. In a browser, claim and purchase lead to the open-the-app prompt.
 */
import { assign, setup } from 'xstate';
import { mustProvideAction, mustProvideActor, present, withOutcome } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import { pollingMachine } from '../polling/polling.machine';
import type { PollingOutput } from '../polling/types';
import {
  ReceiptRefusedError,
  type RunningRequest,
  type ClaimResult,
  type ClaimType,
  type MembershipContext,
  type MembershipEvent,
  type MembershipInput,
  type MembershipStatus,
  type MembershipTier,
  type OrderStatus,
  type PurchaseResult,
} from './types';

/** The order status a polling outcome ended with, or null when it did not end with one. */
export function settledOrderStatus(output: PollingOutput): OrderStatus | null {
  if (output.outcome !== 'succeeded') return null;
  return output.value === 'paid' || output.value === 'canceled' ? output.value : null;
}

export const membershipMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    input: {} as MembershipInput,
    meta: {} as StateMeta,
  },
  actors: {
    /** membership/get_status, mapped to MembershipStatus. */
    loadStatus: mustProvideActor<MembershipStatus>('loadStatus'),
    /** membership/claim. */
    claimReward: mustProvideActor<ClaimResult, { claimType: ClaimType }>('claimReward'),
    /** Create the order, open the native payment (bridge purchaseDiamond) and have the server verify its receipt. */
    purchase: mustProvideActor<PurchaseResult, { productId: string; tier: MembershipTier }>('purchase'),
    /** Polls membership/get_order: provide `createOrderPolling(getOrderStatus)`. */
    orderPolling: pollingMachine,
  },
  actions: {
    /** Send the user to the store to update the app. */
    openAppUpdate: mustProvideAction('openAppUpdate'),
    setTier: assign((_, params: { tier: MembershipTier }) => ({ tier: params.tier })),
    setStatus: assign((_, params: { status: MembershipStatus }) => ({ status: params.status })),
    setClaim: assign(({ context }, params: { claimType: ClaimType; gems: number }) => ({
      claimedGems: { ...context.claimedGems, [params.claimType]: params.gems },
    })),
    startPurchase: assign((_, params: { productId: string }) => ({
      productId: params.productId,
      orderId: null,
      orderStatus: null,
      purchaseProblem: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: params.error })),
    setPurchaseProblem: assign((_, params: { error: unknown }) => ({
      purchaseProblem: params.error instanceof ReceiptRefusedError ? ('receiptRefused' as const) : ('failed' as const),
    })),
    setOrder: assign((_, params: { orderId: string }) => ({
      orderId: params.orderId,
      orderStatus: 'pending' as const,
    })),
    setOrderStatus: assign((_, params: { orderStatus: OrderStatus | null }) => ({ orderStatus: params.orderStatus })),
    /** A claim or the payment starts or ends: a reload must not drop its answer. */
    markRunning: assign(({ context }, params: { what: RunningRequest }) => ({
      running: [...context.running.filter((r) => r !== params.what), params.what],
    })),
    markDone: assign(({ context }, params: { what: RunningRequest }) => ({
      running: context.running.filter((r) => r !== params.what),
    })),
  },
  guards: {
    // Checked inside `ready`, which the loaded status enters.
    /** A claim or a payment is running (claiming, paying, confirming the order). */
    requestRunning: ({ context }) => context.running.length > 0,
    notMember: ({ context }) => !present(context.status).isMember,
    statusFromRoute: ({ context }) => context.status !== null,
    claimedToday: ({ context }) => present(context.status).claimedToday,
    claimedThisMonth: ({ context }) => present(context.status).claimedThisMonth,
    boughtToday: ({ context }) => present(context.status).boughtToday,
    dealNeedsUpgrade: ({ context }) => present(context.status).dealNeedsUpgrade,
    appTooOldToPay: ({ context }) => context.isNativeApp && !context.purchaseSupported,
    inBrowser: ({ context }) => !context.isNativeApp,
    alreadyClaimed: (_, params: { outcome: ClaimResult['outcome'] }) => params.outcome === 'already-claimed',
    paymentCanceled: (_, params: { outcome: PurchaseResult['outcome'] }) => params.outcome === 'canceled',
    orderPaid: (_, params: { output: PollingOutput }) => settledOrderStatus(params.output) === 'paid',
    orderCanceled: (_, params: { output: PollingOutput }) => settledOrderStatus(params.output) === 'canceled',
  },
}).createMachine({
  id: 'membership',
  context: ({ input }) => ({
    tier: input.tier,
    isNativeApp: input.isNativeApp,
    purchaseSupported: input.purchaseSupported,
    orderPolling: input.orderPolling,
    status: input.status ?? null,
    claimedGems: { daily: null, monthly: null },
    productId: null,
    orderId: null,
    orderStatus: null,
    purchaseProblem: null,
    failure: null,
    running: [],
  }),
  initial: 'start',
  meta: {
    description: 'Membership page: daily and monthly member claims and the daily limited discount purchase.',
    guards: {
      requestRunning: {
        label: 'a claim or payment is running',
        meaning: 'A claim, the payment sheet or the order check has not answered yet: a reload would drop its answer.',
      },
      statusFromRoute: {
        label: 'status from the route',
        meaning:
          "The route's loader already has the member status (the server rendered the page with the visitor's session): no first load.",
      },
      notMember: {
        label: 'not a member',
        meaning: 'get_status says is_member false (tier none): claims are for Standard and Pro members.',
      },
      claimedToday: { label: 'claimed today', meaning: 'get_status says the daily claim was already taken today.' },
      claimedThisMonth: {
        label: 'claimed this month',
        meaning: 'get_status says the monthly claim was already taken this month.',
      },
      boughtToday: { label: 'bought today', meaning: 'get_status says the daily discount was already bought today.' },
      dealNeedsUpgrade: {
        label: 'deal needs a higher tier',
        meaning: 'The daily deal is for a higher tier than the member holds.',
      },
      appTooOldToPay: {
        label: 'app older than 2.12',
        meaning: 'Inside the app, but purchaseDiamond needs app 2.12 or later.',
      },
      inBrowser: {
        label: 'in a browser',
        meaning: 'The page is not inside the Talkie app: claims and purchases need the app.',
      },
      alreadyClaimed: {
        label: 'server says already claimed',
        meaning: 'The claim answered "already claimed" (taken meanwhile, e.g. on another device).',
      },
      paymentCanceled: { label: 'user canceled the payment', meaning: 'The native payment sheet answered "canceled".' },
      orderPaid: { label: 'order paid', meaning: 'The order check ended with the order paid.' },
      orderCanceled: { label: 'order canceled', meaning: 'The order check ended with the order canceled.' },
    },
    requests: {
      loadStatus: 'asks the server for the member status (membership/get_status)',
      claimReward: 'asks the server to grant the claim (membership/claim)',
      purchase:
        'creates the order, opens the native payment sheet (purchaseDiamond) and has the server verify the receipt',
      orderPolling:
        'asks the server for the order status until it is paid or canceled, or the checks run out (membership/get_order)',
    },
    notes: [
      'Divergence 8 fixed: `RELOAD` (the page coming back into view) is ignored while a claim, the payment sheet or the order check runs; the machine guards it, not only the page.',
      'Divergence 9 fixed: an order check that breaks shows the network error with "check again" (`orderCheckFailed`), not "maximum count exceeded", which is kept for checks that ran out.',
    ],
    events: {
      SELECT_TIER: 'The user switches between the Standard and Pro tabs.',
      RETRY: 'The user taps retry on the error panel.',
      RELOAD: 'The page reloads the status (e.g. when it becomes visible again).',
      CLAIM_DAILY: 'The user taps the daily claim button.',
      CLAIM_MONTHLY: 'The user taps the monthly claim button.',
      PURCHASE: 'The user taps buy on the daily limited discount.',
      DAILY_PROMPT_CLOSED: 'The user closes the open-the-app prompt of the daily claim.',
      MONTHLY_PROMPT_CLOSED: 'The user closes the open-the-app prompt of the monthly claim.',
      PURCHASE_PROMPT_CLOSED: 'The user closes the open-the-app prompt of the purchase.',
      UPDATE_APP: 'The user taps the update-the-app button.',
      RETRY_ORDER_CHECK: 'The user taps "check again" after the order check gave up.',
    },
  },
  on: { SELECT_TIER: { actions: { type: 'setTier', params: ({ event }) => ({ tier: event.tier }) } } },
  states: {
    start: {
      meta: { description: "Where the page starts: ready with the route's member status, else loading it." },
      always: [{ guard: 'statusFromRoute', target: 'ready' }, { target: 'loadingStatus' }],
    },
    loadingStatus: {
      meta: { description: 'Loading the member status.' },
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: { type: 'setStatus', params: ({ event }) => ({ status: event.output }) } },
        onError: {
          target: 'statusError',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    statusError: {
      meta: {
        description: 'The status could not be loaded; the error panel offers a retry.',
        message: 'Network Error',
        messageKey: 'common.networkError',
      },
      on: { RETRY: 'loadingStatus' },
    },
    ready: {
      type: 'parallel',
      meta: { description: 'Status loaded: claims and purchase are shown side by side.' },
      // A reload while a claim or a payment runs would drop its answer (and could show the deal as
      // buyable again mid-payment): it is ignored until they end.
      on: { RELOAD: [{ guard: 'requestRunning' }, { target: 'loadingStatus' }] },
      states: {
        dailyClaim: {
          meta: { description: 'The daily member claim.' },
          initial: 'resolving',
          states: {
            resolving: {
              meta: { description: 'Choosing what the daily claim shows from the status.' },
              always: [
                { guard: 'notMember', target: 'membersOnly' },
                { guard: 'claimedToday', target: 'claimedToday' },
                { target: 'claimable' },
              ],
            },
            membersOnly: { meta: { description: 'Not a member: the claim is for Standard and Pro members.' } },
            claimable: {
              meta: { description: 'The daily claim can be taken.' },
              on: { CLAIM_DAILY: [{ guard: 'inBrowser', target: 'openAppToClaim' }, { target: 'claiming' }] },
            },
            openAppToClaim: {
              meta: { description: 'In a browser: the page offers to open the app to claim.' },
              on: { DAILY_PROMPT_CLOSED: 'claimable' },
            },
            claiming: {
              meta: { description: 'Claiming the daily reward.' },
              entry: { type: 'markRunning', params: { what: 'daily' } },
              exit: { type: 'markDone', params: { what: 'daily' } },
              invoke: {
                id: 'claimDaily',
                src: 'claimReward',
                input: { claimType: 'daily' },
                onDone: [
                  {
                    guard: { type: 'alreadyClaimed', params: ({ event }) => ({ outcome: event.output.outcome }) },
                    target: 'claimedToday',
                  },
                  {
                    target: 'claimed',
                    actions: {
                      type: 'setClaim',
                      params: ({ event }) => ({ claimType: 'daily' as const, gems: event.output.gems }),
                    },
                  },
                ],
                onError: 'claimFailed',
              },
            },
            claimed: {
              meta: {
                description: 'Claimed: the gems were added.',
                message: 'Claimed',
                messageKey: 'membership.claimed',
              },
            },
            claimFailed: {
              meta: {
                description: 'The claim failed; tapping claim again retries.',
                message: 'Claim Failed. Try Later',
                messageKey: 'membership.claimFailed',
              },
              on: { CLAIM_DAILY: 'claiming' },
            },
            claimedToday: {
              meta: {
                description: 'Already claimed today.',
                message: 'Claimed today, come back tomorrow',
                messageKey: 'membership.claimedToday',
              },
            },
          },
        },
        monthlyClaim: {
          meta: { description: 'The monthly member claim.' },
          initial: 'resolving',
          states: {
            resolving: {
              meta: { description: 'Choosing what the monthly claim shows from the status.' },
              always: [
                { guard: 'notMember', target: 'membersOnly' },
                { guard: 'claimedThisMonth', target: 'claimedThisMonth' },
                { target: 'claimable' },
              ],
            },
            membersOnly: { meta: { description: 'Not a member: the claim is for Standard and Pro members.' } },
            claimable: {
              meta: { description: 'The monthly claim can be taken.' },
              on: { CLAIM_MONTHLY: [{ guard: 'inBrowser', target: 'openAppToClaim' }, { target: 'claiming' }] },
            },
            openAppToClaim: {
              meta: { description: 'In a browser: the page offers to open the app to claim.' },
              on: { MONTHLY_PROMPT_CLOSED: 'claimable' },
            },
            claiming: {
              meta: { description: 'Claiming the monthly reward.' },
              entry: { type: 'markRunning', params: { what: 'monthly' } },
              exit: { type: 'markDone', params: { what: 'monthly' } },
              invoke: {
                id: 'claimMonthly',
                src: 'claimReward',
                input: { claimType: 'monthly' },
                onDone: [
                  {
                    guard: { type: 'alreadyClaimed', params: ({ event }) => ({ outcome: event.output.outcome }) },
                    target: 'claimedThisMonth',
                  },
                  {
                    target: 'claimed',
                    actions: {
                      type: 'setClaim',
                      params: ({ event }) => ({ claimType: 'monthly' as const, gems: event.output.gems }),
                    },
                  },
                ],
                onError: 'claimFailed',
              },
            },
            claimed: {
              meta: {
                description: 'Claimed: the gems were added.',
                message: 'Claimed',
                messageKey: 'membership.claimed',
              },
            },
            claimFailed: {
              meta: {
                description: 'The claim failed; tapping claim again retries.',
                message: 'Claim Failed. Try Later',
                messageKey: 'membership.claimFailed',
              },
              on: { CLAIM_MONTHLY: 'claiming' },
            },
            claimedThisMonth: {
              meta: {
                description: 'Already claimed this month.',
                message: 'Claimed this month, come back next month',
                messageKey: 'membership.claimedThisMonth',
              },
            },
          },
        },
        purchase: {
          meta: { description: 'The daily limited discount purchase.' },
          initial: 'resolving',
          states: {
            resolving: {
              meta: { description: 'Choosing what the purchase shows from the status and the app version.' },
              always: [
                { guard: 'boughtToday', target: 'boughtToday' },
                { guard: 'dealNeedsUpgrade', target: 'availableAfterUpgrade' },
                { guard: 'appTooOldToPay', target: 'appUpdateRequired' },
                { target: 'purchasable' },
              ],
            },
            boughtToday: {
              meta: {
                description: 'The daily discount was already bought today.',
                message: 'Bought today',
                messageKey: 'membership.boughtToday',
              },
            },
            availableAfterUpgrade: {
              meta: {
                description: 'The deal needs a higher member tier.',
                message: 'Purchase available after upgrade',
                messageKey: 'membership.availableAfterUpgrade',
              },
            },
            appUpdateRequired: {
              meta: {
                description:
                  'This app version cannot pay (purchaseDiamond needs 2.12): the page asks to update the app.',
                message: 'Please update the app to purchase',
                messageKey: 'membership.appUpdateRequired',
              },
              on: { UPDATE_APP: { actions: 'openAppUpdate' } },
            },
            purchasable: {
              meta: { description: 'The deal can be bought.' },
              on: {
                PURCHASE: [
                  { guard: 'inBrowser', target: 'openAppToPurchase' },
                  {
                    target: 'paying',
                    actions: { type: 'startPurchase', params: ({ event }) => ({ productId: event.productId }) },
                  },
                ],
              },
            },
            openAppToPurchase: {
              meta: { description: 'In a browser: the page offers to open the app to buy.' },
              on: { PURCHASE_PROMPT_CLOSED: 'purchasable' },
            },
            paying: {
              meta: { description: 'The native payment sheet is open.' },
              entry: { type: 'markRunning', params: { what: 'purchase' } },
              exit: { type: 'markDone', params: { what: 'purchase' } },
              invoke: {
                id: 'purchase',
                src: 'purchase',
                input: ({ context }) => ({ productId: present(context.productId), tier: context.tier }),
                onDone: [
                  {
                    guard: { type: 'paymentCanceled', params: ({ event }) => ({ outcome: event.output.outcome }) },
                    target: 'paymentCanceled',
                  },
                  {
                    target: 'confirmingOrder',
                    actions: {
                      type: 'setOrder',
                      params: ({ event }) => ({ orderId: withOutcome(event.output, 'submitted').orderId }),
                    },
                  },
                ],
                onError: {
                  target: 'paymentFailed',
                  actions: { type: 'setPurchaseProblem', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            confirmingOrder: {
              meta: {
                description: 'Paid in the app: polling the order status until paid, canceled or the maximum attempts.',
              },
              entry: { type: 'markRunning', params: { what: 'purchase' } },
              exit: { type: 'markDone', params: { what: 'purchase' } },
              invoke: {
                id: 'orderPolling',
                src: 'orderPolling',
                input: ({ context }) => ({ ...context.orderPolling, key: present(context.orderId) }),
                onDone: [
                  {
                    guard: { type: 'orderPaid', params: ({ event }) => ({ output: event.output }) },
                    target: 'purchased',
                    actions: { type: 'setOrderStatus', params: { orderStatus: 'paid' } },
                  },
                  {
                    guard: { type: 'orderCanceled', params: ({ event }) => ({ output: event.output }) },
                    target: 'paymentCanceled',
                    actions: { type: 'setOrderStatus', params: { orderStatus: 'canceled' } },
                  },
                  { target: 'orderUnconfirmed' },
                ],
                // The order check itself broke (not a count of pending answers): a network error, not "maximum count
                // exceeded".
                onError: {
                  target: 'orderCheckFailed',
                  actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            purchased: {
              meta: { description: 'The order is paid.', message: 'Purchased', messageKey: 'membership.purchased' },
            },
            paymentCanceled: {
              meta: {
                description: 'The payment was canceled; buying again is possible.',
                message: 'Payment Canceled',
                messageKey: 'membership.paymentCanceled',
              },
              on: {
                PURCHASE: {
                  target: 'paying',
                  actions: { type: 'startPurchase', params: ({ event }) => ({ productId: event.productId }) },
                },
              },
            },
            paymentFailed: {
              meta: {
                description: 'The payment could not start or failed (bridge error); buying again retries.',
                message: 'Oops, an unknown error occurred',
                messageKey: 'common.unknownError',
              },
              on: {
                PURCHASE: {
                  target: 'paying',
                  actions: { type: 'startPurchase', params: ({ event }) => ({ productId: event.productId }) },
                },
              },
            },
            orderUnconfirmed: {
              meta: {
                description:
                  'The order was not confirmed within the maximum attempts (maximum count exceeded); the user can check again.',
                message: 'Maximum count exceeded',
                messageKey: 'polling.maxCountExceeded',
              },
              on: { RETRY_ORDER_CHECK: 'confirmingOrder' },
            },
            orderCheckFailed: {
              meta: {
                description: 'Checking the order failed (network); the user can check again.',
                message: 'Network Error',
                messageKey: 'common.networkError',
              },
              on: { RETRY_ORDER_CHECK: 'confirmingOrder' },
            },
          },
        },
      },
    },
  },
});
