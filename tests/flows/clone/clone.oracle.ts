/**
 * Clone oracle, written from SPEC §2 (clone flow routes), §5 (name limit 25, a Chinese character
 * counts 2; minimum app version of shareCloneNpc 1.30.0; violating content refused with 'Content
 * violates guidelines. Please re-enter.'), §8 ('exceed create limit') and DESIGN "Forms, uploads and
 * drafts" (one idempotency key per attempt, kept across retries; the draft cleared on success):
 * - creating needs a real-name login; without one the page asks for it and loads nothing;
 * - the week's allowance loads first; a used-up allowance shows 'exceed create limit' and nothing else;
 *   when the server rendered the page with the visitor's session, the allowance it read is used and
 *   nothing is asked again (issue 30: one data layer, no second request for what the HTML carried);
 * - the flow opens on the step of its route: the introduction, the form, or the summary when a
 *   complete draft was kept (else the form);
 * - the form is checked by the page; a refused form says why and goes nowhere; a good one shows
 *   the summary, from which the user edits or confirms;
 * - confirming sends the draft with a new request id; a network failure offers a retry with the
 *   same id; a content refusal goes back to the form with the text kept, and so does a refusal of the
 *   pictures (one is not an upload of this account any more: server/README.md "Image references"); a limit refusal
 *   shows
 *   'exceed create limit'; success clears the draft;
 * - share: the app's shareCloneNpc from 1.30.0, an update prompt in older apps, a web share in a
 *   browser; save: the card is saved; each tells how it went.
 */
import type {
  CloneDraft,
  CloneInput,
  CloneNotice,
  CloneQuota,
  CreateResult,
  DraftProblem,
} from '@machines/clone/types';
import type { Expected, FlowOracle, Scenario, WorldEffect, WorldStep } from '../framework/twin/oracle';

type Page =
  | 'login-required'
  | 'loading'
  | 'error'
  | 'limit'
  | 'intro'
  | 'editing'
  | 'reviewing'
  | 'creating'
  | 'create-failed'
  | 'created';
type Form = 'idle' | 'invalid' | 'violation' | 'pictures';
type Done = 'idle' | 'sharing' | 'update' | 'saving';

interface CloneWorld {
  readonly page: Page;
  readonly form: Form;
  readonly done: Done;
  readonly draft: CloneDraft | null;
  readonly problem: DraftProblem | null;
  readonly quota: CloneQuota | null;
  readonly requestId: string | null;
  readonly attempts: number;
  readonly cloneName: string | null;
  readonly notice: CloneNotice | null;
}

interface CloneScenario extends Scenario<CloneInput> {
  /** The allowance the server answers when some is left. */
  readonly quota: CloneQuota;
}

const GOOD: CloneDraft = {
  name: '林小雨 Lin',
  persona: 'A calm night-shift nurse who hums old songs.',
  greeting: 'Long shift? Sit, I saved you tea.',
  imageUrls: ['https://cdn.example/a.jpg'],
};
/** 13 Chinese characters count 26: one over the limit of 25. */
const TOO_LONG: CloneDraft = { ...GOOD, name: '林'.repeat(13) };
const FULL: CloneQuota = { used: 3, limit: 3 };
const CLONE = { cloneId: 'clone_1', npcId: 'npc_clone_1', name: GOOD.name, cardUrl: 'https://cdn.example/card.svg' };

const scenario = (name: string, input: Partial<CloneInput>): CloneScenario => ({
  name,
  input: {
    entry: 'intro',
    draft: null,
    draftComplete: false,
    isLoggedIn: true,
    inApp: true,
    canShareClone: true,
    ...input,
  },
  quota: { used: 1, limit: 3 },
});

const MESSAGE: Partial<Record<Page, string>> = {
  'login-required': 'clone.loginRequired',
  error: 'common.loadingFailed',
  limit: 'clone.limit',
  'create-failed': 'common.networkError',
};
const IN_FLIGHT: Partial<Record<Page, string>> = { loading: 'loadQuota', creating: 'createClone' };

function see(w: CloneWorld, effects: WorldEffect[] = []): Expected<CloneWorld> {
  const messages: string[] = [];
  const inFlight: string[] = [];
  const message = MESSAGE[w.page];
  if (message) messages.push(message);
  if (w.page === 'editing' && w.form === 'violation') messages.push('clone.violation');
  if (w.page === 'editing' && w.form === 'pictures') messages.push('clone.picturesRefused');
  if (w.page === 'created' && w.done === 'update') messages.push('clone.updateApp');
  const request = IN_FLIGHT[w.page];
  if (request) inFlight.push(request);
  if (w.page === 'created' && w.done === 'sharing') inFlight.push('shareClone');
  if (w.page === 'created' && w.done === 'saving') inFlight.push('saveCard');
  return { state: w, see: { effects, messages, inFlight, shown: shownOf(w) } };
}

const shownOf = (w: Pick<CloneWorld, 'problem' | 'notice' | 'quota' | 'requestId' | 'cloneName' | 'draft'>) => ({
  problem: w.problem,
  notice: w.notice,
  quota: w.quota,
  requestId: w.requestId,
  cloneName: w.cloneName,
  draftName: w.draft?.name ?? null,
});

const load = (w: CloneWorld): Expected<CloneWorld> => see({ ...w, page: 'loading' }, [{ request: 'loadQuota' }]);

function firstStep(w: CloneWorld, sc: CloneScenario): Expected<CloneWorld> {
  const { entry, draft, draftComplete } = sc.input;
  if (entry === 'intro') return see({ ...w, page: 'intro' });
  if (entry === 'summary' && draft && draftComplete) return see({ ...w, page: 'reviewing' });
  return see({ ...w, page: 'editing', form: 'idle' });
}

function create(w: CloneWorld): Expected<CloneWorld> {
  return see({ ...w, page: 'creating' }, [
    { request: 'createClone', input: { draft: w.draft, requestId: w.requestId } },
  ]);
}

function createdStep(w: CloneWorld, step: WorldStep, sc: CloneScenario): Expected<CloneWorld> {
  if (w.done === 'idle' && step.kind === 'event') {
    if (step.type === 'SHARE') {
      if (sc.input.canShareClone)
        return see({ ...w, done: 'sharing' }, [{ request: 'shareClone', input: { npcId: CLONE.npcId } }]);
      if (sc.input.inApp) return see({ ...w, done: 'update' });
      return see(w, [{ call: 'shareOnWeb', params: { npcId: CLONE.npcId } }]);
    }
    if (step.type === 'SAVE_CARD')
      return see({ ...w, done: 'saving' }, [{ request: 'saveCard', input: { cardUrl: CLONE.cardUrl } }]);
  }
  if (w.done === 'update' && step.kind === 'event') {
    if (step.type === 'UPDATE_APP') return see({ ...w, done: 'idle' }, [{ call: 'openAppUpdate' }]);
    if (step.type === 'DISMISS') return see({ ...w, done: 'idle' });
  }
  if (step.kind === 'reply' && w.done === 'sharing' && step.src === 'shareClone')
    return see({ ...w, done: 'idle', notice: step.ok ? 'shared' : 'share-failed' });
  if (step.kind === 'reply' && w.done === 'saving' && step.src === 'saveCard')
    return see({ ...w, done: 'idle', notice: step.ok ? 'saved' : 'save-failed' });
  return see(w);
}

function createAnswer(variant: string): CreateResult {
  if (variant.startsWith('createdViolation')) return { outcome: 'violation' };
  if (variant.startsWith('createdPicturesRefused')) return { outcome: 'pictures' };
  if (variant.startsWith('createdOverLimit')) return { outcome: 'limit' };
  return { outcome: 'created', clone: CLONE };
}

/** What the user typed for each kind of submit: a name one over the limit, or a good draft. */
const typed = (variant: string): { draft: CloneDraft; problem: DraftProblem | null } =>
  variant.startsWith('draftInvalid') ? { draft: TOO_LONG, problem: 'name-too-long' } : { draft: GOOD, problem: null };

export const cloneOracle: FlowOracle<CloneInput, CloneWorld, CloneScenario> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: [
    'LOG_IN',
    'LOGGED_IN',
    'RETRY',
    'START',
    'SUBMIT',
    { type: 'SUBMIT', variant: 'draftInvalid' },
    'EDITED',
    'EDIT',
    'CONFIRM',
    'SHARE',
    'SAVE_CARD',
    'UPDATE_APP',
    'DISMISS',
  ],
  scenarios: [
    scenario('app 1.30.0, opened on the introduction', {}),
    scenario('app 1.29.9 (too old to share a clone), opened on the form', { entry: 'create', canShareClone: false }),
    scenario('browser, opened on the summary with a kept draft', {
      entry: 'summary',
      draft: GOOD,
      draftComplete: true,
      inApp: false,
      canShareClone: false,
    }),
    scenario('app, opened on the summary with an unfinished draft', {
      entry: 'summary',
      draft: { ...GOOD, greeting: '' },
      draftComplete: false,
    }),
    scenario('app, opened on the form with a complete draft kept', {
      entry: 'create',
      draft: GOOD,
      draftComplete: true,
    }),
    scenario('not logged in, in a browser', { isLoggedIn: false, inApp: false, canShareClone: false }),
    scenario('app, the server rendered the introduction with this week’s allowance', { quota: { used: 1, limit: 3 } }),
    scenario('app, the server rendered the introduction with the allowance used up', { quota: FULL }),
    scenario('app, the server read an allowance but nobody is logged in any more', {
      isLoggedIn: false,
      quota: { used: 0, limit: 3 },
    }),
  ],
  start(sc) {
    const w: CloneWorld = {
      page: 'login-required',
      form: 'idle',
      done: 'idle',
      draft: sc.input.draft,
      problem: null,
      quota: null,
      requestId: null,
      attempts: 0,
      cloneName: null,
      notice: null,
    };
    if (!sc.input.isLoggedIn) return see(w);
    const fromRoute = sc.input.quota;
    if (!fromRoute) return load(w);
    if (fromRoute.used >= fromRoute.limit) return see({ ...w, page: 'limit', quota: fromRoute });
    return firstStep({ ...w, quota: fromRoute }, sc);
  },
  payload(step, _sc, w) {
    if (step.type === 'SUBMIT') return { type: 'SUBMIT', ...typed(step.variant) };
    if (step.type === 'CONFIRM') return { type: 'CONFIRM', requestId: `req-${w.attempts + 1}` };
    return { type: step.type };
  },
  answer(step, sc): unknown {
    if (!step.ok) return new Error(`${step.src} failed`);
    if (step.src === 'loadQuota') return step.variant.startsWith('limitReached') ? FULL : sc.quota;
    if (step.src === 'createClone') return createAnswer(step.variant);
    return null;
  },
  next(w, step, sc) {
    const event = step.kind === 'event' ? step.type : null;
    switch (w.page) {
      case 'login-required':
        if (event === 'LOG_IN') return see(w, [{ call: 'requestLogin' }]);
        return event === 'LOGGED_IN' ? load(w) : see(w);
      case 'loading': {
        if (step.kind !== 'reply' || step.src !== 'loadQuota') return see(w);
        if (!step.ok) return see({ ...w, page: 'error' });
        const quota = step.variant.startsWith('limitReached') ? FULL : sc.quota;
        if (quota.used >= quota.limit) return see({ ...w, page: 'limit', quota });
        return firstStep({ ...w, quota }, sc);
      }
      case 'error':
        return event === 'RETRY' ? load(w) : see(w);
      case 'intro':
        return event === 'START' ? see({ ...w, page: 'editing', form: 'idle' }) : see(w);
      case 'editing': {
        if (step.kind === 'event' && step.type === 'SUBMIT') {
          const { draft, problem } = typed(step.variant);
          return problem
            ? see({ ...w, form: 'invalid', draft, problem })
            : see({ ...w, page: 'reviewing', draft, problem: null });
        }
        if (event === 'EDITED' && w.form !== 'idle') return see({ ...w, form: 'idle', problem: null });
        return see(w);
      }
      case 'reviewing':
        if (event === 'EDIT') return see({ ...w, page: 'editing', form: 'idle' });
        if (event === 'CONFIRM')
          return create({ ...w, requestId: `req-${w.attempts + 1}`, attempts: w.attempts + 1, notice: null });
        return see(w);
      case 'creating': {
        if (step.kind !== 'reply' || step.src !== 'createClone') return see(w);
        if (!step.ok) return see({ ...w, page: 'create-failed' });
        const result = createAnswer(step.variant);
        if (result.outcome === 'violation') return see({ ...w, page: 'editing', form: 'violation' });
        if (result.outcome === 'pictures') return see({ ...w, page: 'editing', form: 'pictures' });
        if (result.outcome === 'limit')
          return see({
            ...w,
            page: 'limit',
            quota: w.quota ? { ...w.quota, used: Math.max(w.quota.used, w.quota.limit) } : null,
          });
        return see({ ...w, page: 'created', done: 'idle', cloneName: result.clone.name, requestId: null }, [
          { call: 'clearDraft' },
        ]);
      }
      case 'create-failed':
        if (event === 'RETRY') return create(w);
        return event === 'EDIT' ? see({ ...w, page: 'editing', form: 'idle' }) : see(w);
      case 'created':
        return createdStep(w, step, sc);
      default:
        return see(w);
    }
  },
  read: (snapshot) => {
    const c = snapshot.context as {
      problem: DraftProblem | null;
      notice: CloneNotice | null;
      quota: CloneQuota | null;
      requestId: string | null;
      clone: { name: string } | null;
      draft: CloneDraft | null;
    };
    return shownOf({
      problem: c.problem,
      notice: c.notice,
      quota: c.quota,
      requestId: c.requestId,
      cloneName: c.clone?.name ?? null,
      draft: c.draft,
    });
  },
  nothingShown: shownOf({ problem: null, notice: null, quota: null, requestId: null, cloneName: null, draft: null }),
};
