/**
 * The HTTP client's side of the single-flight refresh, without any framework: when a request is
 * rejected for an expired token, `requestTokenRefresh(token)` tells the auth actor and resolves
 * with the token to replay the request with (once), or rejects when the refresh failed.
 * However many requests call it at the same time, the auth machine makes one refresh call.
 */
import type { ActorRefFrom } from 'xstate';
import type { AuthMachine } from './auth.machine';

export class TokenRefreshFailedError extends Error {
  constructor() {
    super('The auth token could not be refreshed');
    this.name = 'TokenRefreshFailedError';
  }
}

export interface RefreshCoordinator {
  /**
   * Call when a request sent with `rejectedToken` was rejected for an expired token. Resolves with
   * the token to replay it with; rejects with TokenRefreshFailedError. Replay at most once.
   */
  requestTokenRefresh(rejectedToken: string | null): Promise<string>;
}

export function createRefreshCoordinator(auth: ActorRefFrom<AuthMachine>): RefreshCoordinator {
  let sequence = 0;
  return {
    requestTokenRefresh(rejectedToken) {
      // Stryker disable next-line UpdateOperator: the waiter ids stay unique either way; only their text changes
      const requestId = `refresh-waiter-${++sequence}`;
      return new Promise<string>((resolve, reject) => {
        const subscriptions = [
          auth.on('tokenRefreshed', (event) => {
            if (!event.requestIds.includes(requestId)) return;
            stop();
            resolve(event.token);
          }),
          auth.on('refreshFailed', (event) => {
            if (!event.requestIds.includes(requestId)) return;
            stop();
            reject(new TokenRefreshFailedError());
          }),
        ];
        function stop(): void {
          for (const s of subscriptions) s.unsubscribe();
        }
        auth.send({ type: 'TOKEN_REJECTED', requestId, token: rejectedToken });
      });
    },
  };
}
