import { describe, expect, it } from 'vitest';
import { localCodeError } from '@machines/invitation/invitation.machine';
import type { BindResult, InvitationInfo, ReceiveResult } from '@machines/invitation/types';
import fc from 'fast-check';
import {
  everyRewardMix,
  invitationOracle,
  REWARD_STATUSES,
  scenarioFromRewards,
  SERVER_CODE_ERRORS,
} from '../flows/invitation/invitation.oracle';
import {
  countActions,
  describeMachinePaths,
  describeOracle,
  describeScenarioGrid,
  describeScenarioProperty,
} from '../flows/framework/twin/describe-machine';

const OWN = 'MINE2025';

/** The invitation info a path's plan asks for: from invitation/get_info, or from the route's loader. */
const plannedInfo = (plan: { wants: (guard: string) => boolean | undefined }): InvitationInfo => ({
  inviteCode: OWN,
  boundCode: plan.wants('hasBoundCode') ? 'FRIEND01' : null,
  rewards: [
    {
      rewardId: 'r1',
      status: plan.wants('hasReceivableReward')
        ? 'receivable'
        : plan.wants('hasReceivedReward')
          ? 'received'
          : 'expired',
      gems: 50,
    },
  ],
});

const suite = describeMachinePaths('invitation', {
  // With the route's info (the server rendered the page with the visitor's session) the flow starts from it.
  input: (plan) => ({
    isLoggedIn: plan.wants('isLoggedIn') !== false,
    ...(plan.wants('infoFromRoute') === true ? { info: plannedInfo(plan) } : {}),
  }),
  // The reward list changes as rewards are received along a path, so these follow the path's plan.
  symbolicGuards: ['hasReceivableReward', 'hasReceivedReward', 'hasExpiredReward'],
  outputs: {
    loadInvitation: ({ plan }): InvitationInfo => plannedInfo(plan),
    bindCode: ({ plan }): BindResult =>
      plan.wants('codeRefused') ? { outcome: 'refused', error: 'mutual' } : { outcome: 'bound', boundCode: 'FRIEND01' },
    receiveReward: ({ plan }): ReceiveResult =>
      plan.wants('receiveRefused')
        ? { outcome: 'invalid' }
        : { outcome: 'received', reward: { rewardId: 'r1', status: 'received', gems: 50 } },
  },
  events: {
    SUBMIT_CODE: ({ plan }) => ({
      type: 'SUBMIT_CODE',
      code: plan.wants('codeEmpty')
        ? '   '
        : plan.wants('codeMalformed')
          ? 'abc-1'
          : plan.wants('ownCode')
            ? ' mine2025 '
            : 'friend01',
    }),
    RECEIVE_REWARD: () => ({ type: 'RECEIVE_REWARD', rewardId: 'r1' }),
  },
  states: {
    'invitation.loginRequired': ({ effects }) => {
      expect(effects.filter((e) => e.kind === 'invoke')).toEqual([]);
    },
    'invitation.ready': ({ snapshot }) => {
      expect(snapshot.context.info?.inviteCode).toBe(OWN);
    },
    'invitation.ready.code.entering.refused': ({ snapshot }) => {
      expect(snapshot.context.codeError).not.toBeNull();
    },
    'invitation.ready.code.entering.editing': ({ snapshot }) => {
      expect(snapshot.context.codeError).toBeNull();
    },
    'invitation.ready.code.submitting': ({ snapshot, effects }) => {
      expect(snapshot.context.pendingCode).toBe('FRIEND01');
      expect(effects.filter((e) => e.kind === 'invoke' && e.src === 'bindCode').at(-1)).toMatchObject({
        input: { code: 'FRIEND01' },
      });
    },
    'invitation.ready.code.bound': ({ snapshot }) => {
      expect(snapshot.context.info?.boundCode).toBe('FRIEND01');
    },
    'invitation.ready.rewards.receiving': ({ effects }) => {
      expect(effects.filter((e) => e.kind === 'invoke' && e.src === 'receiveReward').at(-1)).toMatchObject({
        input: { rewardId: 'r1' },
      });
    },
  },
  everyStep: ({ effects, snapshot }) => {
    // Share always shares the user's own code.
    for (const e of effects)
      if (e.kind === 'action' && e.name === 'shareInvitation') expect(e.params).toEqual({ inviteCode: OWN });
    expect(countActions(effects, 'requestLogin')).toBeLessThanOrEqual(
      effects.filter((e) => e.kind === 'event' && e.event.type === 'LOG_IN').length,
    );
    void snapshot;
  },
});

describeOracle('invitation', suite, invitationOracle);
// Reward lists with their states mixed, as get_info can answer them, through the first steps of every sequence.
describeScenarioGrid('invitation', suite, invitationOracle, everyRewardMix(), 2);
describeScenarioProperty(
  'invitation',
  suite,
  invitationOracle,
  fc
    .record({
      statuses: fc.array(fc.constantFrom(...REWARD_STATUSES), { maxLength: 5 }),
      bound: fc.boolean(),
      refusal: fc.constantFrom(...SERVER_CODE_ERRORS),
    })
    .map(({ statuses, bound, refusal }) => scenarioFromRewards(statuses, bound, refusal)),
);

describe('invitation code checks before sending', () => {
  it('refuses empty, malformed and own codes locally', () => {
    expect(localCodeError('  ', OWN)).toBe('empty');
    expect(localCodeError('abc', OWN)).toBe('malformed');
    expect(localCodeError('ABCDEFG!', OWN)).toBe('malformed');
    expect(localCodeError(' mine2025', OWN)).toBe('own-code');
    expect(localCodeError('friend01', OWN)).toBeNull();
  });
});
