import * as v from 'valibot';
import { BaseRespSchema } from './envelope';

export { API_PREFIX } from './endpoint-prefix';

/**
 * One call of the Weaver API, described once and shared by the client (typed endpoint functions),
 * the local API server (routing, token rule, body validation) and the tests.
 */

/** Whether a call needs `x-token`: required (refused without one), optional (used when valid), none. */
export type TokenRule = 'required' | 'optional' | 'none';

/** Default largest request body the server accepts (bytes); some calls allow more. */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

type AnyObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export interface Endpoint<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TData extends AnyObjectSchema = AnyObjectSchema,
  TQuery extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  /** Full path, e.g. `/weaver/api/v1/account/login`. Every call is POST. */
  readonly path: string;
  readonly method: 'POST';
  readonly token: TokenRule;
  /** Schema of the JSON body (an empty body is read as `{}`). */
  readonly request: TRequest;
  /** Schema of the data fields next to `base_resp` in a successful answer. */
  readonly data: TData;
  /** Schema of the whole successful answer: `{ base_resp, ...data }`. */
  readonly answer: v.ObjectSchema<TData['entries'] & { base_resp: typeof BaseRespSchema }, undefined>;
  /** Extra query parameters this call requires beyond the common app params (validated by the server). */
  readonly query: TQuery;
  readonly maxBodyBytes: number;
}

export function defineEndpoint<
  TRequest extends v.GenericSchema,
  TData extends AnyObjectSchema,
  TQuery extends v.GenericSchema | undefined = undefined,
>(spec: {
  path: string;
  token: TokenRule;
  request: TRequest;
  data: TData;
  query?: TQuery;
  maxBodyBytes?: number;
}): Endpoint<TRequest, TData, TQuery> {
  return {
    path: spec.path,
    method: 'POST',
    token: spec.token,
    request: spec.request,
    data: spec.data,
    answer: v.object({ ...spec.data.entries, base_resp: BaseRespSchema }),
    query: spec.query as TQuery,
    maxBodyBytes: spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
}

/** What the caller sends (before schema transforms). */
export type RequestOf<E extends Endpoint> = v.InferInput<E['request']>;
/** What the server sees after validation. */
export type ValidRequestOf<E extends Endpoint> = v.InferOutput<E['request']>;
/** The data fields of a successful answer (without base_resp). */
export type DataOf<E extends Endpoint> = v.InferOutput<E['data']>;
/** The whole successful answer. */
export type AnswerOf<E extends Endpoint> = v.InferOutput<E['answer']>;

/** Shared field helpers. */
export const id = (maxLength = 64) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(maxLength));
export const timestampMs = () => v.pipe(v.number(), v.integer(), v.minValue(0));
export const EmptyRequestSchema = v.object({});
export const LocaleSchema = v.picklist(['en', 'zh', 'es', 'pt', 'ja']);
export type ContractLocale = v.InferOutput<typeof LocaleSchema>;

/** Names the first bad field of a failed validation, e.g. `events.3.event_uuid`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string } {
  const issue = issues[0];
  if (!issue) return { field: '(body)', message: 'invalid' };
  const field = v.getDotPath(issue) ?? '(body)';
  return { field, message: issue.message };
}
