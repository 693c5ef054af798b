import type { AnswerOf, Endpoint, RequestOf } from '@/api/contract/endpoint';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/call-endpoint';

/**
 * One piece of shared content: `key` names it (page and id), `load` asks the server for it. Each page's
 * own call is in calls/, next to nothing else, so a page's chunk carries only its own contract.
 */
export interface ShareContentCall<T> {
  readonly key: string;
  readonly load: (client: ApiClient) => Promise<T>;
}

/** The call of `endpoint` with `body`, whose content is the answer's `field`. */
export function shareContentCall<E extends Endpoint, F extends keyof AnswerOf<E>>(key: string, endpoint: E, body: RequestOf<E>, field: F): ShareContentCall<AnswerOf<E>[F]> {
  return { key, load: async (client) => (await callEndpoint(client, endpoint, body))[field] };
}
