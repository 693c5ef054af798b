import type { SnapshotFrom } from 'xstate';
import type { cloneMachine } from '@machines/clone/clone.machine';
import type { CloneEntry } from '@machines/clone/types';

type Snapshot = SnapshotFrom<typeof cloneMachine>;

export type ClonePhase =
  | 'loginRequired'
  | 'loading'
  | 'failed'
  | 'limit'
  | 'intro'
  | 'editing'
  | 'invalid'
  | 'violation'
  | 'picturesRefused'
  | 'reviewing'
  | 'creating'
  | 'createFailed'
  | 'created'
  | 'sharing'
  | 'updatePrompt'
  | 'savingCard';

/** What the page shows for a snapshot (pure). */
export function clonePhase(s: Snapshot): ClonePhase {
  if (s.matches('loginRequired')) return 'loginRequired';
  if (s.matches('quotaError')) return 'failed';
  if (s.matches('limitReached')) return 'limit';
  if (s.matches('intro')) return 'intro';
  if (s.matches({ editing: 'invalid' })) return 'invalid';
  if (s.matches({ editing: 'violation' })) return 'violation';
  if (s.matches({ editing: 'picturesRefused' })) return 'picturesRefused';
  if (s.matches('editing')) return 'editing';
  if (s.matches('reviewing')) return 'reviewing';
  if (s.matches('creating')) return 'creating';
  if (s.matches('createFailed')) return 'createFailed';
  if (s.matches({ created: 'sharing' })) return 'sharing';
  if (s.matches({ created: 'updatePrompt' })) return 'updatePrompt';
  if (s.matches({ created: 'savingCard' })) return 'savingCard';
  if (s.matches('created')) return 'created';
  return 'loading';
}

/** The route each phase belongs on; null where any route may show it (loading, login, limit). */
export function routeOf(phase: ClonePhase): CloneEntry | null {
  switch (phase) {
    case 'intro':
      return 'intro';
    case 'editing':
    case 'invalid':
    case 'violation':
    case 'picturesRefused':
      return 'create';
    case 'reviewing':
    case 'creating':
    case 'createFailed':
    case 'created':
    case 'sharing':
    case 'updatePrompt':
    case 'savingCard':
      return 'summary';
    default:
      return null;
  }
}

/** The clone step analytics names. */
export function stepName(phase: ClonePhase): string | null {
  const route = routeOf(phase);
  if (phase === 'limit') return 'limit';
  if (phase === 'violation') return 'violation';
  if (phase === 'picturesRefused') return 'pictures_refused';
  if (phase === 'created') return 'created';
  return route === 'create' ? 'form' : route;
}

export const CLONE_PATHS = { intro: '/ai/clone', create: '/ai/clone/create', summary: '/ai/clone/summary' } as const;
