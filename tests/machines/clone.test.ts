import { expect } from 'vitest';
import type { CloneDraft, CloneQuota, CreateResult } from '@machines/clone/types';
import { cloneOracle } from '../flows/clone/clone.oracle';
import { countActions, describeMachinePaths, describeOracle } from '../flows/framework/twin/describe-machine';

const GOOD: CloneDraft = { name: 'Robin', persona: 'Kind and curious.', greeting: 'Hi there!', imageUrls: [] };
const CLONE = { cloneId: 'c1', npcId: 'npc_c1', name: 'Robin', cardUrl: 'https://cdn.example/c1.svg' };

const suite = describeMachinePaths('clone', {
  input: (plan) => ({
    entry: plan.wants('startsAtIntro') !== false ? 'intro' : plan.wants('startsAtSummary') ? 'summary' : 'create',
    draft: plan.wants('startsAtSummary') ? GOOD : null,
    draftComplete: plan.wants('startsAtSummary') === true,
    isLoggedIn: plan.wants('isLoggedIn') !== false,
    inApp: plan.wants('inApp') !== false || plan.wants('canShareClone') === true,
    canShareClone: plan.wants('canShareClone') !== false,
    // With the route's allowance (the server rendered the page with the visitor's session) the flow starts from it.
    ...(plan.wants('routeQuotaUsedUp') === true
      ? { quota: { used: 3, limit: 3 } }
      : plan.wants('quotaFromRoute') === true
        ? { quota: { used: 0, limit: 3 } }
        : {}),
  }),
  outputs: {
    loadQuota: ({ plan }): CloneQuota => (plan.wants('limitReached') ? { used: 3, limit: 3 } : { used: 0, limit: 3 }),
    createClone: ({ plan }): CreateResult =>
      plan.wants('createdViolation')
        ? { outcome: 'violation' }
        : plan.wants('createdPicturesRefused')
          ? { outcome: 'pictures' }
          : plan.wants('createdOverLimit')
            ? { outcome: 'limit' }
            : { outcome: 'created', clone: CLONE },
  },
  events: {
    SUBMIT: ({ plan }) =>
      plan.wants('draftInvalid')
        ? { type: 'SUBMIT', draft: { ...GOOD, name: '' }, problem: 'name-empty' }
        : { type: 'SUBMIT', draft: GOOD, problem: null },
    CONFIRM: () => ({ type: 'CONFIRM', requestId: 'req-1' }),
  },
  states: {
    'clone.loginRequired': ({ effects }) => {
      expect(effects.filter((e) => e.kind === 'invoke')).toEqual([]);
    },
    'clone.limitReached': ({ snapshot }) => {
      expect(snapshot.context.quota?.used).toBeGreaterThanOrEqual(snapshot.context.quota?.limit ?? 0);
    },
    'clone.editing.invalid': ({ snapshot }) => {
      expect(snapshot.context.problem).toBe('name-empty');
    },
    'clone.editing.violation': ({ snapshot }) => {
      // The text the user typed is kept.
      expect(snapshot.context.draft).toEqual(GOOD);
    },
    'clone.creating': ({ effects }) => {
      expect(effects.filter((e) => e.kind === 'invoke' && e.src === 'createClone').at(-1)).toMatchObject({
        input: { draft: GOOD, requestId: 'req-1' },
      });
    },
    'clone.created': ({ snapshot, effects }) => {
      expect(snapshot.context.clone?.npcId).toBe('npc_c1');
      expect(countActions(effects, 'clearDraft')).toBe(1);
    },
  },
});

describeOracle('clone', suite, cloneOracle);
