/**
 * The clone flow (/ai/clone, /ai/clone/create, /ai/clone/summary; SPEC §2, §5, §8): an
 * introduction, the form (name up to 25 where a Chinese character counts 2, persona, greeting,
 * images; the page checks it and says what is wrong with each SUBMIT), the summary to review, the create call (weekly
 * limit: 'exceed create limit'; violating
 * content: 'Content violates guidelines. Please re-enter.' with the text kept; pictures that are not
 * this account's uploads any more: back to the form, the text kept), then share in the
 * app (shareCloneNpc, 1.30.0+; older apps get an update prompt) or save the clone's card.
 */
import { assign, setup } from 'xstate';
import { mustProvideAction, mustProvideActor, present, withOutcome } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import type {
  CloneContext,
  CloneDraft,
  CloneEvent,
  CloneInput,
  CloneQuota,
  CreateResult,
  CreatedClone,
  DraftProblem,
} from './types';

export const cloneMachine = setup({
  types: {
    context: {} as CloneContext,
    events: {} as CloneEvent,
    input: {} as CloneInput,
    meta: {} as StateMeta,
  },
  actors: {
    /** creator/get_clone_quota. */
    loadQuota: mustProvideActor<CloneQuota>('loadQuota'),
    /** creator/create_clone; refusals for content or the limit resolve as outcomes, failures reject. */
    createClone: mustProvideActor<CreateResult, { draft: CloneDraft; requestId: string }>('createClone'),
    /** Bridge shareCloneNpc with the new character. */
    shareClone: mustProvideActor<null, { npcId: string }>('shareClone'),
    /** Bridge saveImageToPhotosAlbum in the app; a download of the card in a browser. */
    saveCard: mustProvideActor<null, { cardUrl: string }>('saveCard'),
  },
  actions: {
    setFailure: assign((_, params: { error: unknown }) => ({ failure: params.error })),
    /** Start the real-name login (inside the app) or offer to open the app. */
    requestLogin: mustProvideAction('requestLogin'),
    /** Share the clone's page on the web (system share sheet or copy). */
    shareOnWeb: mustProvideAction<{ npcId: string }>('shareOnWeb'),
    /** Open the store to update the app. */
    openAppUpdate: mustProvideAction('openAppUpdate'),
    /** Forget the stored draft: the clone is made. */
    clearDraft: mustProvideAction('clearDraft'),
    setQuota: assign((_, params: { quota: CloneQuota }) => ({ quota: params.quota })),
    setProblem: assign((_, params: { draft: CloneDraft; problem: DraftProblem | null }) => ({
      draft: params.draft,
      problem: params.problem,
    })),
    clearProblem: assign({ problem: null }),
    acceptDraft: assign((_, params: { draft: CloneDraft }) => ({ draft: params.draft, problem: null })),
    startAttempt: assign((_, params: { requestId: string }) => ({ requestId: params.requestId, notice: null })),
    setClone: assign((_, params: { clone: CreatedClone }) => ({ clone: params.clone, requestId: null })),
    markLimit: assign(({ context }) => ({
      quota: context.quota ? { ...context.quota, used: Math.max(context.quota.used, context.quota.limit) } : null,
    })),
    setNotice: assign((_, params: { notice: CloneContext['notice'] }) => ({ notice: params.notice })),
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    limitReached: (_, params: { quota: CloneQuota }) => params.quota.used >= params.quota.limit,
    /** The route's loader read the allowance (server render with the visitor's session). */
    quotaFromRoute: ({ context }) => context.quota !== null,
    /** ...and it is used up. */
    routeQuotaUsedUp: ({ context }) => context.quota !== null && context.quota.used >= context.quota.limit,
    startsAtIntro: ({ context }) => context.entry === 'intro',
    /** Opened on the summary with a complete draft kept from before. */
    // The page sets draftComplete to draft !== null && draftProblem(draft) === null (clone-page.tsx).
    startsAtSummary: ({ context }) => context.entry === 'summary' && context.draftComplete,
    /** The page checked the form (name length with Chinese counting 2, required fields). */
    draftInvalid: (_, params: { problem: DraftProblem | null }) => params.problem !== null,
    createdViolation: (_, params: { result: CreateResult }) => params.result.outcome === 'violation',
    createdPicturesRefused: (_, params: { result: CreateResult }) => params.result.outcome === 'pictures',
    createdOverLimit: (_, params: { result: CreateResult }) => params.result.outcome === 'limit',
    canShareClone: ({ context }) => context.canShareClone,
    inApp: ({ context }) => context.inApp,
  },
}).createMachine({
  id: 'clone',
  context: ({ input }) => ({
    entry: input.entry,
    isLoggedIn: input.isLoggedIn,
    inApp: input.inApp,
    canShareClone: input.canShareClone,
    draft: input.draft,
    draftComplete: input.draftComplete,
    problem: null,
    quota: input.isLoggedIn ? (input.quota ?? null) : null,
    requestId: null,
    clone: null,
    notice: null,
    failure: null,
  }),
  initial: 'checkingLogin',
  meta: {
    description: 'Clone flow: introduction, form, summary, create under the weekly limit, then share or save the card.',
    guards: {
      isLoggedIn: {
        label: 'logged in with a real name',
        meaning: 'A real-name user is logged in; creating a clone needs one.',
      },
      limitReached: {
        label: 'weekly limit used up',
        meaning: 'The server counts as many clones this week as the weekly limit allows.',
      },
      quotaFromRoute: {
        label: 'allowance from the route',
        meaning: "The server rendered the page with the visitor's session and read this week's allowance with it.",
      },
      routeQuotaUsedUp: {
        label: 'allowance from the route used up',
        meaning: 'The allowance the server read with the page counts as many clones as the weekly limit allows.',
      },
      startsAtIntro: {
        label: 'opened on the introduction',
        meaning: 'The link opens the flow on its introduction page.',
      },
      startsAtSummary: {
        label: 'opened on the summary with a full draft',
        meaning: 'The link opens the summary and a complete draft was kept from before.',
      },
      draftInvalid: {
        label: 'form not valid',
        meaning:
          'The page checked the form and found a problem (a required field empty, or the name too long, Chinese characters counting 2).',
      },
      createdViolation: {
        label: 'refused for its content',
        meaning: 'The server refused the clone because its content breaks the rules.',
      },
      createdPicturesRefused: {
        label: 'refused for its pictures',
        meaning:
          'The server refused the clone because a picture is not an upload of this account (removed a day after it was added, or never uploaded here).',
      },
      createdOverLimit: {
        label: 'refused: weekly limit',
        meaning: 'The server refused the clone because the weekly limit was reached meanwhile.',
      },
      canShareClone: {
        label: 'app 1.30.0 or later',
        meaning: 'The app can share the clone card (shareCloneNpc needs 1.30.0).',
      },
      inApp: {
        label: 'inside the app',
        meaning: 'The page runs inside the Talkie app (an older one: it is asked to update).',
      },
    },
    events: {
      LOG_IN: 'The user taps "log in" (or "open Talkie" in a browser) on the login prompt.',
      LOGGED_IN: 'The login finished (the page sees a real-name user).',
      RETRY: 'The user taps retry after a failure.',
      START: 'The user taps "start" on the introduction.',
      SUBMIT: 'The user taps "next" on the form with what they typed.',
      EDITED: 'The user changes a field or the pictures after the form was refused.',
      EDIT: 'The user goes back from the summary (or a failed create) to the form.',
      CONFIRM: 'The user confirms the summary: the clone is created.',
      SHARE: 'The user taps share on the created clone.',
      SAVE_CARD: "The user taps save on the clone's card.",
      UPDATE_APP: 'The user taps update on the update prompt.',
      DISMISS: 'The user closes the update prompt.',
    },
  },
  states: {
    checkingLogin: {
      meta: { description: 'Creating a clone needs a real-name login.' },
      always: [{ guard: 'isLoggedIn', target: 'checkingQuota' }, { target: 'loginRequired' }],
    },
    checkingQuota: {
      meta: {
        description:
          "Logged in: with the route's allowance (the server rendered the visitor's page) the flow goes on at once, else it loads the allowance.",
      },
      always: [
        { guard: 'routeQuotaUsedUp', target: 'limitReached' },
        { guard: 'quotaFromRoute', target: 'routing' },
        { target: 'loadingQuota' },
      ],
    },
    loginRequired: {
      meta: {
        description: 'Not logged in: the page asks the user to log in (in a browser: to open the app).',
        message: 'Please log in to participate',
        messageKey: 'clone.loginRequired',
      },
      on: { LOG_IN: { actions: 'requestLogin' }, LOGGED_IN: 'loadingQuota' },
    },
    loadingQuota: {
      meta: { description: "Loading this week's clone allowance." },
      invoke: {
        id: 'loadQuota',
        src: 'loadQuota',
        onDone: [
          {
            guard: { type: 'limitReached', params: ({ event }) => ({ quota: event.output }) },
            target: 'limitReached',
            actions: { type: 'setQuota', params: ({ event }) => ({ quota: event.output }) },
          },
          { target: 'routing', actions: { type: 'setQuota', params: ({ event }) => ({ quota: event.output }) } },
        ],
        onError: {
          target: 'quotaError',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    quotaError: {
      meta: {
        description: 'The allowance could not be loaded; the error panel offers a retry.',
        message: 'Sorry, content loading failed~',
        messageKey: 'common.loadingFailed',
      },
      on: { RETRY: 'loadingQuota' },
    },
    limitReached: {
      meta: {
        description: "This week's clones are used up: nothing more can be created until the week resets.",
        message: 'exceed create limit',
        messageKey: 'clone.limit',
      },
    },
    routing: {
      meta: { description: 'Opening the step of the route the flow was opened on.' },
      always: [
        { guard: 'startsAtIntro', target: 'intro' },
        { guard: 'startsAtSummary', target: 'reviewing' },
        { target: 'editing' },
      ],
    },
    intro: {
      meta: { description: 'The introduction: what a clone is, how many are left this week.' },
      on: { START: 'editing' },
    },
    editing: {
      meta: { description: 'The form: name, persona, greeting and images (the page keeps the draft in storage).' },
      initial: 'idle',
      on: {
        SUBMIT: [
          {
            guard: { type: 'draftInvalid', params: ({ event }) => ({ problem: event.problem }) },
            target: '.invalid',
            actions: { type: 'setProblem', params: ({ event }) => ({ draft: event.draft, problem: event.problem }) },
          },
          { target: 'reviewing', actions: { type: 'acceptDraft', params: ({ event }) => ({ draft: event.draft }) } },
        ],
      },
      states: {
        idle: { meta: { description: 'Waiting for the user to fill in the form.' } },
        invalid: {
          meta: { description: 'The form was refused by the page; the field says why (context.problem).' },
          on: { EDITED: { target: 'idle', actions: 'clearProblem' } },
        },
        violation: {
          meta: {
            description: 'The server refused the content; the text stays for the user to change.',
            message: 'Content violates guidelines. Please re-enter.',
            messageKey: 'clone.violation',
          },
          on: { EDITED: { target: 'idle', actions: 'clearProblem' } },
        },
        picturesRefused: {
          meta: {
            description:
              'The server refused the pictures; the text stays, the user removes the pictures and adds them again.',
            message: 'A picture is no longer available. Remove it and add it again.',
            messageKey: 'clone.picturesRefused',
          },
          on: { EDITED: { target: 'idle', actions: 'clearProblem' } },
        },
      },
    },
    reviewing: {
      meta: { description: 'The summary: the user reviews the clone before it is created.' },
      on: {
        EDIT: 'editing',
        CONFIRM: {
          target: 'creating',
          actions: { type: 'startAttempt', params: ({ event }) => ({ requestId: event.requestId }) },
        },
      },
    },
    creating: {
      meta: { description: 'Creating the clone (the request id makes a retry the same clone).' },
      invoke: {
        id: 'createClone',
        src: 'createClone',
        input: ({ context }) => ({ draft: present(context.draft), requestId: present(context.requestId) }),
        onDone: [
          {
            guard: { type: 'createdViolation', params: ({ event }) => ({ result: event.output }) },
            target: 'editing.violation',
          },
          {
            guard: { type: 'createdPicturesRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'editing.picturesRefused',
          },
          {
            guard: { type: 'createdOverLimit', params: ({ event }) => ({ result: event.output }) },
            target: 'limitReached',
            actions: 'markLimit',
          },
          {
            target: 'created',
            actions: [
              { type: 'setClone', params: ({ event }) => ({ clone: withOutcome(event.output, 'created').clone }) },
              'clearDraft',
            ],
          },
        ],
        onError: {
          target: 'createFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    createFailed: {
      meta: {
        description: 'The create failed (network); retry sends the same request id.',
        message: 'Network Error',
        messageKey: 'common.networkError',
      },
      on: { RETRY: 'creating', EDIT: 'editing' },
    },
    created: {
      meta: { description: 'The clone exists: share it in the app or save its card.' },
      initial: 'idle',
      states: {
        idle: {
          meta: { description: 'Share and save are offered; a notice tells how the last one went.' },
          on: {
            SHARE: [
              { guard: 'canShareClone', target: 'sharing' },
              { guard: 'inApp', target: 'updatePrompt' },
              { actions: { type: 'shareOnWeb', params: ({ context }) => ({ npcId: present(context.clone).npcId }) } },
            ],
            SAVE_CARD: 'savingCard',
          },
        },
        sharing: {
          meta: { description: 'The app shares the clone (shareCloneNpc).' },
          invoke: {
            id: 'shareClone',
            src: 'shareClone',
            input: ({ context }) => ({ npcId: present(context.clone).npcId }),
            onDone: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'shared' } } },
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'share-failed' } } },
          },
        },
        updatePrompt: {
          meta: {
            description: 'The app is older than 1.30.0: sharing a clone needs an update.',
            message: 'Update Talkie to share your clone',
            messageKey: 'clone.updateApp',
          },
          on: { UPDATE_APP: { target: 'idle', actions: 'openAppUpdate' }, DISMISS: 'idle' },
        },
        savingCard: {
          meta: { description: "Saving the clone's card to the photo album (or downloading it)." },
          invoke: {
            id: 'saveCard',
            src: 'saveCard',
            input: ({ context }) => ({ cardUrl: present(context.clone).cardUrl }),
            onDone: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'saved' } } },
            onError: { target: 'idle', actions: { type: 'setNotice', params: { notice: 'save-failed' } } },
          },
        },
      },
    },
  },
});
