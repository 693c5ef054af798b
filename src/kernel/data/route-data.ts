import { config } from '@/platform/config';
import type { ApiClient } from '@/services/api/client';
import type { RemoteCall } from './remote-call';
import { preloadRemote } from './remote-cache';

/** What a route loader needs from the router's context (src/app/router-context.ts). */
export interface RouteDataContext {
  readonly client: ApiClient;
  /** The server render's budget for a page's first data; unset in the browser (config.firstPaintWaitMs). */
  readonly contentWaitMs?: number;
  /**
   * Server render with the visitor's own session (inside the app, the auth cookie the webview carries,
   * SPEC §3): the loaders may read what is the visitor's own. Unset in the browser and without a session.
   */
  readonly session?: boolean;
  /**
   * With `session`: who the visitor is, once the user check answers (it runs beside the loaders). A read
   * keyed by the visitor (their own entry on a board) waits for it; null: the check refused the cookie.
   */
  readonly visitor?: Promise<{ readonly userId: string; readonly isAnonymous: boolean } | null>;
}

/**
 * A route loader's one job: start the page's first read, the same call the page makes, and wait a
 * moment for it. On the server it waits up to the render budget, so the HTML carries the data; in the
 * browser an answer within config.firstPaintWaitMs is in the first paint, and a page the server
 * rendered asks for nothing before it is hydrated. Null: the page has nothing to read yet (it waits
 * for a login, or the URL names nothing).
 */
export function loadRouteData(context: RouteDataContext, call: RemoteCall<unknown> | null): Promise<void> {
  return preloadRemote(context.client, call, context.contentWaitMs ?? config.firstPaintWaitMs);
}

/**
 * A route loader's read of what is the visitor's own (their membership, spins, records): started only
 * when the server renders with the visitor's session, so the HTML carries it. In the browser, and on
 * the server without a session, it does nothing: the page asks once its login is ready (SessionGate).
 */
export function loadSessionRouteData(context: RouteDataContext, call: RemoteCall<unknown> | null): Promise<void> {
  return context.session ? loadRouteData(context, call) : Promise.resolve();
}
