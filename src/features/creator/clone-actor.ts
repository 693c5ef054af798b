import { useSyncExternalStore } from 'react';
import type { Actor } from 'xstate';
import type { provideCloneMachine } from './clone-flow';

export type CloneActor = Actor<ReturnType<typeof provideCloneMachine>>;

/** The actor's latest snapshot (React's own store subscription; snapshots are immutable). */
export function useActorSnapshot(actor: CloneActor) {
  return useSyncExternalStore(
    (onChange) => {
      const sub = actor.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => actor.getSnapshot(),
    // The server renders the flow as it starts (the actor runs only in the browser).
    () => actor.getSnapshot(),
  );
}
