/**
 * Invitation oracle, written from SPEC §4 (content states: reward receive, received,
 * invalid/expired), §5 ("Invitation code needs login"), §6 and the README's "Membership and
 * invitation":
 * - the event needs a real-name login: without one the page asks to log in ("Please log in to
 *   participate") and loads nothing until the login finished;
 * - the info loads (own code, bound code, rewards); a failure shows "content loading failed" with a
 *   retry;
 * - a friend's code is 8 letters or digits, trimmed and upper-cased; empty, malformed and own codes
 *   are refused by the page; unknown, expired, second and mutual binds and too many wrong codes by
 *   the server, each with its own reason; a bound code is final; a network failure offers a retry or an edit;
 * - the reward area shows a receivable reward first, else "received", else "invalid or expired";
 *   receiving marks the reward received (or expired when the server refuses) with a notice;
 * - share shares the user's own code.
 */
import type {
  BindResult,
  CodeError,
  InvitationInfo,
  InvitationInput,
  InvitationReward,
  ReceiveResult,
  ServerCodeError,
} from '@machines/invitation/types';
import type { Expected, FlowOracle, Scenario, WorldEffect, WorldStep } from '../framework/twin/oracle';

type Page = 'login-required' | 'loading' | 'error' | 'ready';
type Code = 'bound' | 'editing' | 'refused' | 'submitting' | 'submit-failed';
type Rewards = 'receivable' | 'receiving' | 'receive-failed' | 'received' | 'expired' | 'none';

interface InvitationWorld {
  readonly page: Page;
  readonly code: Code;
  readonly rewards: Rewards;
  readonly info: InvitationInfo | null;
  readonly codeError: CodeError | null;
  readonly pendingCode: string | null;
  readonly pendingReward: string | null;
  readonly notice: 'received' | 'invalid' | null;
}

export interface InvitationScenario extends Scenario<InvitationInput> {
  /** What invitation/get_info answers. */
  readonly info: InvitationInfo;
  /** Why invitation/bind_code refuses a code, when it does. */
  readonly refusal: ServerCodeError;
}

const OWN = 'MINE2025';
const FRIEND = 'FRIEND01';
const reward = (rewardId: string, status: InvitationReward['status']): InvitationReward => ({
  rewardId,
  status,
  gems: 50,
});

const scenario = (
  name: string,
  isLoggedIn: boolean,
  boundCode: string | null,
  rewards: InvitationReward[],
  refusal: ServerCodeError,
): InvitationScenario => ({
  name,
  input: { isLoggedIn },
  info: { inviteCode: OWN, boundCode, rewards },
  refusal,
});

export const REWARD_STATUSES: readonly InvitationReward['status'][] = ['receivable', 'received', 'expired'];
export const SERVER_CODE_ERRORS: readonly ServerCodeError[] = [
  'invalid',
  'expired',
  'already-bound',
  'mutual',
  'too-many-attempts',
];

/** A logged-in scenario from one answer of invitation/get_info: a reward list with these statuses, in this order. */
export function scenarioFromRewards(
  statuses: readonly InvitationReward['status'][],
  bound: boolean,
  refusal: ServerCodeError,
): InvitationScenario {
  const rewards = statuses.map((status, i) => reward(`r${i + 1}`, status));
  return scenario(
    `rewards [${statuses.join(', ') || 'none'}]${bound ? ', code bound' : ''}, codes refused as ${refusal}`,
    true,
    bound ? FRIEND : null,
    rewards,
    refusal,
  );
}

/** Every reward list of up to three rewards (each receivable, received or expired), bound or not. */
export function everyRewardMix(): InvitationScenario[] {
  const lists: InvitationReward['status'][][] = [[]];
  for (let n = 1; n <= 3; n++)
    for (const list of lists.filter((l) => l.length === n - 1))
      for (const status of REWARD_STATUSES) lists.push([...list, status]);
  return lists.flatMap((list, i) =>
    [false, true].map((bound) =>
      scenarioFromRewards(list, bound, SERVER_CODE_ERRORS[i % SERVER_CODE_ERRORS.length] as ServerCodeError),
    ),
  );
}

/** The page's own check of a code, before anything is sent. */
function verdict(typed: string): CodeError | null {
  const code = typed.trim().toUpperCase();
  if (code === '') return 'empty';
  if (!/^[A-Z0-9]{8}$/.test(code)) return 'malformed';
  return code === OWN ? 'own-code' : null;
}

/** What the user types for each kind of code a path submits. */
function typed(variant: string): string {
  if (variant.startsWith('codeEmpty')) return '   ';
  if (variant.startsWith('codeMalformed')) return 'abc-1';
  if (variant.startsWith('ownCode')) return ' mine2025 ';
  return ' friend01 ';
}

function bindAnswer(step: Extract<WorldStep, { kind: 'reply' }>, sc: InvitationScenario): BindResult {
  if (step.variant.startsWith('codeRefused')) return { outcome: 'refused', error: sc.refusal };
  return { outcome: 'bound', boundCode: FRIEND };
}

const firstReceivable = (info: InvitationInfo | null): string =>
  info?.rewards.find((r) => r.status === 'receivable')?.rewardId ?? 'r-none';

function rewardArea(info: InvitationInfo | null): Rewards {
  const has = (status: InvitationReward['status']): boolean => Boolean(info?.rewards.some((r) => r.status === status));
  return has('receivable') ? 'receivable' : has('received') ? 'received' : has('expired') ? 'expired' : 'none';
}

const REWARD_MESSAGES: Partial<Record<Rewards, string>> = {
  received: 'invitation.rewardReceived',
  expired: 'invitation.rewardExpired',
  'receive-failed': 'common.networkError',
};

function see(w: InvitationWorld, effects: WorldEffect[] = []): Expected<InvitationWorld> {
  const messages: string[] = [];
  const inFlight: string[] = [];
  if (w.page === 'login-required') messages.push('invitation.loginRequired');
  if (w.page === 'loading') inFlight.push('loadInvitation');
  if (w.page === 'error') messages.push('common.loadingFailed');
  if (w.page === 'ready') {
    if (w.code === 'submit-failed') messages.push('common.networkError');
    if (w.code === 'submitting') inFlight.push('bindCode');
    const rewardKey = REWARD_MESSAGES[w.rewards];
    if (rewardKey) messages.push(rewardKey);
    if (w.rewards === 'receiving') inFlight.push('receiveReward');
  }
  return {
    state: w,
    see: {
      effects,
      messages,
      inFlight,
      shown: {
        codeError: w.codeError,
        notice: w.notice,
        boundCode: w.info?.boundCode ?? null,
        rewards: w.info?.rewards.map((r) => `${r.rewardId}:${r.status}`) ?? [],
      },
    },
  };
}

const load = (w: InvitationWorld): Expected<InvitationWorld> =>
  see({ ...w, page: 'loading' }, [{ request: 'loadInvitation' }]);

function codeStep(w: InvitationWorld, step: WorldStep, sc: InvitationScenario): Expected<InvitationWorld> | null {
  const send = (code: string): Expected<InvitationWorld> =>
    see({ ...w, code: 'submitting', pendingCode: code, codeError: null }, [{ request: 'bindCode', input: { code } }]);
  if (step.kind === 'event') {
    if (step.type === 'SUBMIT_CODE' && (w.code === 'editing' || w.code === 'refused')) {
      const text = typed(step.variant);
      const refusal = verdict(text);
      return refusal ? see({ ...w, code: 'refused', codeError: refusal }) : send(text.trim().toUpperCase());
    }
    if (step.type === 'CODE_EDITED' && (w.code === 'refused' || w.code === 'submit-failed'))
      return see({ ...w, code: 'editing', codeError: null });
    if (step.type === 'RETRY_SUBMIT' && w.code === 'submit-failed') return send(w.pendingCode ?? '');
    return null;
  }
  if (step.kind !== 'reply' || step.src !== 'bindCode' || w.code !== 'submitting') return null;
  if (!step.ok) return see({ ...w, code: 'submit-failed' });
  const answer = bindAnswer(step, sc);
  if (answer.outcome !== 'bound') return see({ ...w, code: 'refused', codeError: answer.error });
  return see({ ...w, code: 'bound', info: w.info ? { ...w.info, boundCode: answer.boundCode } : null });
}

function rewardStep(w: InvitationWorld, step: WorldStep): Expected<InvitationWorld> | null {
  if (step.kind === 'event') {
    if (step.type === 'RECEIVE_REWARD' && (w.rewards === 'receivable' || w.rewards === 'receive-failed')) {
      const rewardId = firstReceivable(w.info);
      return see({ ...w, rewards: 'receiving', pendingReward: rewardId }, [
        { request: 'receiveReward', input: { rewardId } },
      ]);
    }
    return null;
  }
  if (step.kind !== 'reply' || step.src !== 'receiveReward' || w.rewards !== 'receiving') return null;
  if (!step.ok) return see({ ...w, rewards: 'receive-failed' });
  const refused = step.variant.startsWith('receiveRefused');
  const status: InvitationReward['status'] = refused ? 'expired' : 'received';
  const info = w.info
    ? { ...w.info, rewards: w.info.rewards.map((r) => (r.rewardId === w.pendingReward ? { ...r, status } : r)) }
    : null;
  return see({ ...w, info, rewards: rewardArea(info), notice: refused ? 'invalid' : 'received' });
}

export const invitationOracle: FlowOracle<InvitationInput, InvitationWorld, InvitationScenario> = {
  /** Every event of the flow (SPEC §4 and the README), sent in every reachable state. */
  events: [
    'LOG_IN',
    'LOGGED_IN',
    'RETRY',
    'RELOAD',
    'SUBMIT_CODE',
    { type: 'SUBMIT_CODE', variant: 'codeEmpty' },
    { type: 'SUBMIT_CODE', variant: 'codeMalformed' },
    { type: 'SUBMIT_CODE', variant: 'ownCode' },
    'CODE_EDITED',
    'RETRY_SUBMIT',
    'RECEIVE_REWARD',
    'SHARE',
  ],
  scenarios: [
    scenario(
      'logged in, a reward to receive; unknown codes refused',
      true,
      null,
      [reward('r1', 'receivable'), reward('r0', 'received')],
      'invalid',
    ),
    scenario(
      'logged in, code bound, rewards received and expired',
      true,
      FRIEND,
      [reward('r0', 'received'), reward('r2', 'expired')],
      'already-bound',
    ),
    scenario('logged in, bound on another device meanwhile', true, null, [], 'already-bound'),
    scenario('logged in, too many wrong codes for now', true, null, [reward('r1', 'receivable')], 'too-many-attempts'),
    scenario('logged in, an expired reward; expired codes refused', true, null, [reward('r2', 'expired')], 'expired'),
    scenario('logged in, no reward yet; a friend’s code that leads back refused', true, null, [], 'mutual'),
    scenario('not logged in', false, null, [reward('r1', 'receivable')], 'invalid'),
  ],
  start(sc) {
    const w: InvitationWorld = {
      page: 'login-required',
      code: 'editing',
      rewards: 'none',
      info: null,
      codeError: null,
      pendingCode: null,
      pendingReward: null,
      notice: null,
    };
    return sc.input.isLoggedIn ? load(w) : see(w);
  },
  payload(step, _sc, w) {
    if (step.type === 'SUBMIT_CODE') return { type: 'SUBMIT_CODE', code: typed(step.variant) };
    if (step.type === 'RECEIVE_REWARD') return { type: 'RECEIVE_REWARD', rewardId: firstReceivable(w.info) };
    return { type: step.type };
  },
  answer(step, sc, w): unknown {
    if (!step.ok) return new Error(`${step.src} failed`);
    if (step.src === 'loadInvitation') return sc.info;
    if (step.src === 'bindCode') return bindAnswer(step, sc);
    const rewardId = w.pendingReward ?? '';
    return (
      step.variant.startsWith('receiveRefused')
        ? { outcome: 'invalid' }
        : { outcome: 'received', reward: { rewardId, status: 'received', gems: 50 } }
    ) satisfies ReceiveResult;
  },
  next(w, step, sc) {
    if (w.page === 'login-required') {
      if (step.kind === 'event' && step.type === 'LOG_IN') return see(w, [{ call: 'requestLogin' }]);
      if (step.kind === 'event' && step.type === 'LOGGED_IN') return load(w);
      return see(w);
    }
    if (w.page === 'loading') {
      if (step.kind !== 'reply' || step.src !== 'loadInvitation') return see(w);
      if (!step.ok) return see({ ...w, page: 'error' });
      const info = sc.info;
      return see({
        ...w,
        page: 'ready',
        info,
        code: info.boundCode ? 'bound' : 'editing',
        rewards: rewardArea(info),
        codeError: null,
        notice: null,
      });
    }
    if (w.page === 'error') return step.kind === 'event' && step.type === 'RETRY' ? load(w) : see(w);
    if (step.kind === 'event' && step.type === 'RELOAD') return load(w);
    if (step.kind === 'event' && step.type === 'SHARE')
      return see(w, [{ call: 'shareInvitation', params: { inviteCode: OWN } }]);
    return codeStep(w, step, sc) ?? rewardStep(w, step) ?? see(w);
  },
  read: (snapshot) => ({
    codeError: snapshot.context.codeError,
    notice: snapshot.context.rewardNotice,
    boundCode: snapshot.context.info?.boundCode ?? null,
    rewards: (snapshot.context.info?.rewards ?? []).map((r: InvitationReward) => `${r.rewardId}:${r.status}`),
  }),
};
