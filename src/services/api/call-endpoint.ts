import type * as v from 'valibot';
import type { AnswerOf, Endpoint, RequestOf } from '@/api/contract/endpoint';
import type { ApiClient, RequestOptions } from './client';

/**
 * Calls one contract endpoint: the body is typed by the contract's request schema and the answer is
 * validated against its answer schema (a malformed answer is an ApiError of kind 'malformed').
 * Endpoints that take no token never trigger a token refresh.
 */
export function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  body: RequestOf<E>,
  options: RequestOptions = {},
): Promise<AnswerOf<E>> {
  return client.request({
    refreshOnTokenRejected: endpoint.token !== 'none',
    ...options,
    path: endpoint.path,
    method: endpoint.method,
    data: body,
    schema: endpoint.answer as v.GenericSchema<unknown, AnswerOf<E>>,
  });
}
