import type { AnswerOf, Endpoint, RequestOf } from '@/api/contract/endpoint';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/call-endpoint';

/**
 * One read a page shows: `key` names what it loads (page, ids, query), `load` asks the server. A route
 * loader and the page build the same call, so the page finds what the loader (or the server's render)
 * already has under the same key.
 */
export interface RemoteCall<T> {
  readonly key: string;
  readonly load: (client: ApiClient) => Promise<T>;
}

/** The call of `endpoint` with `body`, named by the endpoint's path and the body. */
export function endpointCall<E extends Endpoint>(endpoint: E, body: RequestOf<E>): RemoteCall<AnswerOf<E>> {
  return { key: `${endpoint.path}:${JSON.stringify(body)}`, load: (client) => callEndpoint(client, endpoint, body) };
}

/** The call of `endpoint` with `body`, whose content is the answer's `field`, under `key`. */
export function endpointFieldCall<E extends Endpoint, F extends keyof AnswerOf<E>>(
  key: string,
  endpoint: E,
  body: RequestOf<E>,
  field: F,
): RemoteCall<AnswerOf<E>[F]> {
  return { key, load: async (client) => (await callEndpoint(client, endpoint, body))[field] };
}
