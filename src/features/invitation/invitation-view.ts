/**
 * Pure selectors: an invitation machine snapshot → what the page shows.
 */
import type { SnapshotFrom } from 'xstate';
import type { invitationMachine } from '@machines/invitation/invitation.machine';
import type { CodeError, InvitationInfo } from '@machines/invitation/types';

export type InvitationSnapshot = SnapshotFrom<typeof invitationMachine>;

export type CodeState = 'editing' | 'refused' | 'submitting' | 'submitFailed' | 'bound';
export type RewardsState = 'receivable' | 'receiving' | 'receiveFailed' | 'received' | 'expired' | 'none';

export interface CodeView {
  readonly state: CodeState;
  readonly error: CodeError | null;
  /** What the failed send threw ('submitFailed'). */
  readonly failure: unknown;
}

export interface RewardsView {
  readonly state: RewardsState;
  /** What the failed receive threw ('receiveFailed'). */
  readonly failure: unknown;
  /** The reward being received (its button shows the progress). */
  readonly pendingRewardId: string | null;
  readonly notice: 'received' | 'invalid' | null;
}

export type InvitationView =
  | { readonly phase: 'loginRequired' }
  | { readonly phase: 'loading'; readonly info: InvitationInfo | null }
  | { readonly phase: 'failed'; readonly failure: unknown }
  | { readonly phase: 'ready'; readonly info: InvitationInfo; readonly code: CodeView; readonly rewards: RewardsView };

function codeState(value: unknown): CodeState | null {
  if (value === 'submitting' || value === 'submitFailed' || value === 'bound') return value;
  if (typeof value === 'object' && value !== null && 'entering' in value) {
    const inner = (value as { entering: unknown }).entering;
    return inner === 'refused' ? 'refused' : 'editing';
  }
  return null;
}

const REWARD_STATES: ReadonlySet<string> = new Set([
  'receivable',
  'receiving',
  'receiveFailed',
  'received',
  'expired',
  'none',
]);

export function selectInvitationView(snapshot: InvitationSnapshot): InvitationView {
  const { context } = snapshot;
  if (snapshot.matches('loginRequired')) return { phase: 'loginRequired' };
  if (snapshot.matches('infoError')) return { phase: 'failed', failure: context.failure };
  const value = snapshot.value;
  const ready = typeof value === 'object' && 'ready' in value ? (value.ready as Record<string, unknown>) : null;
  const code = ready ? codeState(ready.code) : null;
  const rewards =
    ready && typeof ready.rewards === 'string' && REWARD_STATES.has(ready.rewards)
      ? (ready.rewards as RewardsState)
      : null;
  if (!ready || !context.info || !code || !rewards) return { phase: 'loading', info: context.info };
  return {
    phase: 'ready',
    info: context.info,
    code: {
      state: code,
      error: code === 'refused' ? context.codeError : null,
      failure: code === 'submitFailed' ? context.failure : null,
    },
    rewards: {
      state: rewards,
      failure: rewards === 'receiveFailed' ? context.failure : null,
      pendingRewardId: rewards === 'receiving' ? context.pendingRewardId : null,
      notice: context.rewardNotice,
    },
  };
}

export function sameInvitationView(a: InvitationView, b: InvitationView): boolean {
  if (a.phase !== b.phase) return false;
  if (a.phase === 'ready' && b.phase === 'ready') {
    return (
      a.info === b.info &&
      a.code.state === b.code.state &&
      a.code.error === b.code.error &&
      a.code.failure === b.code.failure &&
      a.rewards.failure === b.rewards.failure &&
      a.rewards.state === b.rewards.state &&
      a.rewards.pendingRewardId === b.rewards.pendingRewardId &&
      a.rewards.notice === b.rewards.notice
    );
  }
  if (a.phase === 'loading' && b.phase === 'loading') return a.info === b.info;
  if (a.phase === 'failed' && b.phase === 'failed') return a.failure === b.failure;
  return true;
}
