import type { Snapshot } from 'xstate';

/**
 * One flow across the three routes: when the flow moves to another step's route, the step it
 * leaves hands the flow's persisted snapshot to the next in the new history entry's state, and the
 * next step's page goes on from it. The handover is read once, then dropped from the entry, so a
 * reload, back or forward starts the flow afresh from the route and the draft; `origin` (the
 * document's time origin) keeps an entry written before a reload from counting.
 */
const HANDOVER = 'cloneFlow';
export interface Handover {
  readonly origin: number;
  readonly userId: string;
  readonly snapshot: unknown;
}

/**
 * Reads the handover without touching the entry: React may render a first mount again (a render
 * that suspended on a lazy module is thrown away), and the second render must find it too.
 */
export function readHandover(userId: string): Handover | null {
  if (typeof window === 'undefined') return null;
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  const handover = state[HANDOVER] as Handover | undefined;
  if (!handover) return null;
  return handover.origin === performance.timeOrigin && handover.userId === userId ? handover : null;
}

/** Drops the handover from the entry once the page that took it is mounted. */
export function dropHandover(): void {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  if (state[HANDOVER]) window.history.replaceState({ ...state, [HANDOVER]: undefined }, '');
}

/** The state of the history entry of the step the flow moves to: it carries the flow's snapshot there. */
export function handOver(userId: string, snapshot: unknown): Record<string, Handover> {
  return { [HANDOVER]: { origin: performance.timeOrigin, userId, snapshot } };
}

/** The snapshot a handover carries, for the next step's actor. */
export const handedSnapshot = (handover: Handover): Snapshot<unknown> => handover.snapshot as Snapshot<unknown>;
