/**
 * A small typed client for the Weaver API that signs requests exactly as the web client does
 * (src/api/contract/signing.ts). Server contract tests and end-to-end tests use it to talk to the
 * local API server, through `app.fetch` (in process) or over real HTTP.
 */
import * as v from 'valibot';
import type { DataOf, Endpoint, RequestOf } from '../../src/api/contract/endpoint';
import type { BaseResp } from '../../src/api/contract/envelope';
import {
  nowInSeconds,
  signRequest,
  SIGN_HEADER,
  TIMESTAMP_HEADER,
  TOKEN_HEADER,
  type QueryParams,
} from '../../src/api/contract/signing';
import { config as clientConfig } from '../../src/platform/config';

export type FetchLike = (request: Request) => Response | Promise<Response>;

export interface ApiClientOptions {
  /** Origin of the server, e.g. http://127.0.0.1:8787 (default http://localhost, fine for app.fetch). */
  baseUrl?: string;
  /** How to send: an app's fetch handler, or the global fetch (default). */
  fetch?: FetchLike;
  salt?: string;
  /** Seconds since the epoch for x-timestamp (default: now). */
  now?: () => number;
  /** Common app params added to every call's query (SPEC §3). */
  commonQuery?: QueryParams;
}

export interface CallOptions {
  token?: string | null;
  query?: QueryParams;
  /** Send this text as the body instead of JSON.stringify(body). */
  rawBody?: string;
  /** Override the headers the client would compute (to test refusals). */
  timestamp?: number | string;
  sign?: string | null;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  httpStatus: number;
  json: unknown;
  text: string;
  headers: Headers;
}

export class ApiCallError extends Error {
  constructor(
    readonly baseResp: BaseResp,
    readonly httpStatus: number,
  ) {
    super(`${baseResp.status_code}: ${baseResp.status_msg}`);
  }
}

export class ApiClient {
  token: string | null = null;
  constructor(private readonly options: ApiClientOptions = {}) {}

  get baseUrl(): string {
    return this.options.baseUrl ?? 'http://localhost';
  }

  /** Builds the signed Request without sending it. */
  buildRequest(path: string, body: unknown, call: CallOptions = {}): Request {
    const query: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries({ ...this.options.commonQuery, ...call.query })) {
      if (value !== null && value !== undefined) query[key] = value;
    }
    const text = call.rawBody ?? (body === undefined ? '' : JSON.stringify(body));
    const timestamp = call.timestamp ?? (this.options.now ? this.options.now() : nowInSeconds());
    const salt = this.options.salt ?? clientConfig.signingSalt;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
    };
    const sign =
      call.sign === undefined ? signRequest(query, text === '' ? undefined : text, timestamp, salt) : call.sign;
    if (sign !== null) headers[SIGN_HEADER] = sign;
    const token = call.token === undefined ? this.token : call.token;
    if (token) headers[TOKEN_HEADER] = token;
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return new Request(url, {
      method: 'POST',
      headers: { ...headers, ...call.headers },
      body: text === '' ? null : text,
    });
  }

  async send(request: Request): Promise<RawAnswer> {
    const response = await (this.options.fetch ?? fetch)(request);
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { httpStatus: response.status, json, text, headers: response.headers };
  }

  /** Any path, any body: the answer as received. */
  async raw(path: string, body: unknown, call: CallOptions = {}): Promise<RawAnswer & { baseResp: BaseResp | null }> {
    const answer = await this.send(this.buildRequest(path, body, call));
    const baseResp = (answer.json as { base_resp?: BaseResp } | null)?.base_resp ?? null;
    return { ...answer, baseResp };
  }

  /**
   * A typed call: resolves with the data when status_code is 0 (answer checked against the contract), else throws
   * ApiCallError.
   */
  async call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, call: CallOptions = {}): Promise<DataOf<E>> {
    const answer = await this.raw(endpoint.path, body, call);
    if (!answer.baseResp)
      throw new Error(`no base_resp in answer (HTTP ${answer.httpStatus}): ${answer.text.slice(0, 200)}`);
    if (answer.baseResp.status_code !== 0) throw new ApiCallError(answer.baseResp, answer.httpStatus);
    const parsed = v.safeParse(endpoint.answer, answer.json);
    if (!parsed.success)
      throw new Error(`answer does not match the contract: ${JSON.stringify(v.flatten(parsed.issues).nested)}`);
    const { base_resp: _ignored, ...data } = parsed.output as { base_resp: BaseResp } & DataOf<E>;
    return data as DataOf<E>;
  }

  /** The status_code a call answers (0 on success). */
  async statusOf<E extends Endpoint>(endpoint: E, body: RequestOf<E>, call: CallOptions = {}): Promise<number> {
    const answer = await this.raw(endpoint.path, body, call);
    return answer.baseResp?.status_code ?? -1;
  }
}

/** The refusal a call ended in (its base_resp), or null when it succeeded; any other failure is thrown. */
export const refusal = (p: Promise<unknown>): Promise<BaseResp | null> =>
  p.then(
    () => null,
    (e: unknown) => {
      if (e instanceof ApiCallError) return e.baseResp;
      throw e;
    },
  );
