import type { ActorRefFrom } from 'xstate';
import type { AuthMachine } from '@machines/auth/auth.machine';

/**
 * Types the session's modules share. They live apart from auth-flow.ts, which starts the flow and
 * imports the helpers that take its actor: those helpers name the type here, so no module of the
 * session imports back the one that imports it.
 */

/** The page's running auth flow (started by auth-flow.ts, read through app-context.tsx). */
export type AuthActor = ActorRefFrom<AuthMachine>;
