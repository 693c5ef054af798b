import * as v from 'valibot';
import { TOKEN_REJECTED_CODES } from '@/api/contract/token-codes';
import { BaseRespSchema, type BaseResp } from '@/api/contract/envelope';
import { SERVER_TIME_FIELD, STALE_TIMESTAMP_CODE, type QueryParams } from '@/api/contract/signing-rule';
import { config } from '@/platform/config';
import { API_SUCCESS_CODE, HTTP_SUCCESS_STATUSES, HTTP_TIMEOUT_MS } from '@/platform/constants';
import { createServerClock, type ServerClock } from '../clock';
import { ApiError, asBaseResp, ClientStatusCode, type ApiErrorKind } from './api-error';
import { commonParams, type AppIdentity, type SessionSnapshot } from './common-params';
import type * as RequestHeaders from './request-headers';
import type { HeaderContext } from './request-headers';
import type { LaneHeader } from './signed-headers';
import {
  createBridgeTransport,
  createFetchTransport,
  type BridgeRequestFn,
  type HttpMethod,
  type TransportResponse,
} from './transport';

export type TransportKind = 'fetch' | 'bridge';

export interface ApiClientDeps {
  session: () => SessionSnapshot;
  /** Brand app id and version; inside the native app, from the bridge's client info. */
  appIdentity: () => AppIdentity | Promise<AppIdentity>;
  fetch?: typeof fetch;
  baseUrl?: string;
  salt?: string;
  /** Milliseconds since the epoch, on the device's clock. */
  now?: () => number;
  /**
   * The server clock: every answer that states the server's time feeds it, and requests are signed
   * with it. The app passes its own (one per app, one per server render); by default the client has one.
   */
  clock?: ServerClock;
  lane?: LaneHeader | null;
  timeoutMs?: number;
  /** Default transport; 'bridge' needs bridgeRequest. */
  transport?: TransportKind;
  bridgeRequest?: BridgeRequestFn;
  /** Page origin for bridged requests with a relative URL. */
  origin?: () => string;
  /** Where failures go (path, method, status, body, query). */
  reportError?: (error: unknown, context: Record<string, unknown>) => void;
  /**
   * The onTokenRejected hook: called when an answer's status_code is in TOKEN_REJECTED_CODES; resolves
   * with a fresh auth token. The auth flow owns it and makes it single-flight; the client replays the
   * rejected request once with the token it returns.
   */
  tokenRefresher?: (rejectedToken: string | null) => Promise<string>;
}

export interface ApiRequest<TSchema extends v.GenericSchema> {
  path: string;
  method?: HttpMethod;
  /** JSON body; serialized once, and that exact text is both signed and sent. */
  data?: unknown;
  query?: QueryParams;
  /** Schema of the whole answer envelope (base_resp included). */
  schema: TSchema;
  /** Adds SPEC §3 common app params; on by default. */
  commonParams?: boolean;
  transport?: TransportKind;
  timeoutMs?: number;
  /** Refresh the token and replay once when it is rejected; on by default (off for login and refresh). */
  refreshOnTokenRejected?: boolean;
  /** Send a failure to error reporting; on by default (analytics only logs its failures). */
  reportFailures?: boolean;
}

export type RequestOptions = Omit<ApiRequest<v.GenericSchema>, 'path' | 'data' | 'schema' | 'method'>;

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(request: ApiRequest<TSchema>): Promise<v.InferOutput<TSchema>>;
  post<TSchema extends v.GenericSchema>(
    path: string,
    data: unknown,
    schema: TSchema,
    options?: RequestOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /**
   * What a request sent outside the client (analytics keepalive, error reports) is signed with:
   * pass it to buildRequestHeaders (request-headers.ts), which those lazily loaded senders import.
   */
  headerContext(): HeaderContext;
  /** Common app params for a request sent outside the client. */
  commonParams(): Promise<Record<string, string | number>>;
  /** The absolute URL of an API path. */
  url(path: string): string;
}

const SECRET_KEY = /token|password|secret|signature/i;

/** Reports must not leak credentials: token-like fields are masked at any depth. */
function redact(value: unknown, depth = 0): unknown {
  if (
    typeof value !== 'object' ||
    value === null ||
    // Stryker disable next-line ConditionalExpression,EqualityOperator: without the limit a body is masked at every depth instead of six levels (tested); bodies come from JSON.parse, so there is no cycle to stop
    depth > 5
  )
    return value;
  // Stryker disable next-line ArithmeticOperator: without the depth limit a body is masked at every depth instead of six levels (tested); bodies come from JSON.parse, so there is no cycle to stop
  const deeper = depth + 1;
  if (Array.isArray(value)) return value.map((item) => redact(item, deeper));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(item, deeper);
  return out;
}

/** Our own timeout, told apart from any abort error the transport may raise. */
class TimeoutSignal extends Error {}

/** A transport failure, with what was sent so the failure report can say it. */
interface SendFailure {
  readonly sendFailure: true;
  readonly cause: unknown;
  readonly query: Record<string, string>;
  readonly bodyText: string | undefined;
}
// Object() gives a primitive's wrapper and {} for null or undefined: neither has sendFailure.
const isSendFailure = (value: unknown): value is SendFailure =>
  (Object(value) as Partial<SendFailure>).sendFailure === true;

/**
 * The signing code (crypto-js's SHA-1) loads with the first request the client signs itself, not with
 * the boot chunk: a server-rendered share page asks for nothing before it has painted. A failed load
 * (offline) is tried again by the next request, so Retry works once the network is back.
 */
let signing: Promise<typeof RequestHeaders> | null = null;
const loadSigning = (): Promise<typeof RequestHeaders> =>
  (signing ??= import('./request-headers').catch((error: unknown) => {
    signing = null;
    throw error;
  }));

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? (() => Date.now());
  const salt = deps.salt ?? config.signingSalt;
  const baseUrl = deps.baseUrl ?? config.apiBaseUrl;
  const lane = deps.lane ?? null;
  // Read only when a bridged request is sent, which happens in the app's page only: it always has location.
  const origin = deps.origin ?? (() => location.origin);
  const fetchTransport = createFetchTransport(deps.fetch);
  const bridgeTransport = deps.bridgeRequest ? createBridgeTransport(deps.bridgeRequest, origin) : null;

  const url = (path: string): string => (/^https?:\/\//i.test(path) ? path : `${baseUrl}${path}`);

  // Requests are signed with the server's time, so a phone whose clock is wrong still gets answers.
  const clock = deps.clock ?? createServerClock(now);
  const signingNow = (): number => clock.now();

  async function buildQuery(request: ApiRequest<v.GenericSchema>): Promise<Record<string, string>> {
    const merged: Record<string, QueryParams[string]> = {
      ...(request.commonParams === false ? {} : commonParams(deps.session(), await deps.appIdentity())),
      ...request.query,
    };
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== null) query[key] = String(value);
    return query;
  }

  function fail(
    kind: ApiErrorKind,
    base_resp: BaseResp,
    status: number,
    request: ApiRequest<v.GenericSchema>,
    cause?: unknown,
  ): ApiError {
    return new ApiError({ kind, base_resp, status, path: request.path, method: request.method ?? 'POST', cause });
  }

  /** Turns one HTTP answer into data or an ApiError, following SPEC §5 and §8. */
  function interpret<TSchema extends v.GenericSchema>(
    request: ApiRequest<TSchema>,
    status: number,
    statusText: string,
    data: unknown,
  ): v.InferOutput<TSchema> {
    const bodyResp =
      typeof data === 'object' && data !== null
        ? v.safeParse(BaseRespSchema, (data as Record<string, unknown>).base_resp)
        : null;
    const base_resp = bodyResp?.success ? bodyResp.output : null;
    if (!(HTTP_SUCCESS_STATUSES as readonly number[]).includes(status)) {
      throw fail(
        'http',
        base_resp ?? { status_code: status, status_msg: statusText || `HTTP ${status}` },
        status,
        request,
      );
    }
    if (!base_resp)
      throw fail(
        'malformed',
        { status_code: ClientStatusCode.Malformed, status_msg: 'answer has no valid base_resp' },
        status,
        request,
      );
    // Anything but 0 is an error; that includes 1118010010 (SPECIAL_ERROR_CODE), which SPEC §5 singles out.
    if (base_resp.status_code !== API_SUCCESS_CODE) {
      throw fail('business', base_resp, status, request);
    }
    const parsed = v.safeParse(request.schema, data);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      // Stryker disable next-line StringLiteral,OptionalChaining: status_msg wording of a client-made refusal (pages choose by ClientStatusCode.Malformed); a failed parse always has a first issue, and its issues carry a path (every data schema is a v.object checked against an object)
      const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
      throw fail(
        'malformed',
        {
          status_code: ClientStatusCode.Malformed,
          status_msg: `answer does not match the contract${where ? ` at ${where}` : ''}`,
        },
        status,
        request,
        parsed.issues,
      );
    }
    return parsed.output;
  }

  async function send(
    request: ApiRequest<v.GenericSchema>,
    tokenOverride: string | null,
  ): Promise<
    TransportResponse & {
      query: Record<string, string>;
      bodyText: string | undefined;
      token: string | null;
      sentAt: number;
      receivedAt: number;
    }
  > {
    const method = request.method ?? 'POST';
    const query = await buildQuery(request);
    // JSON.stringify(undefined) is undefined: no data, no body.
    const bodyText = method === 'GET' ? undefined : (JSON.stringify(request.data) as string | undefined);
    const token = tokenOverride ?? deps.session().authToken;
    // A bridged request without a bridge (outside the app) goes over fetch.
    const transport = ((request.transport ?? deps.transport) === 'bridge' ? bridgeTransport : null) ?? fetchTransport;

    const controller = new AbortController();
    const target = url(request.path);
    let sentAt = now();
    const timeoutMs = request.timeoutMs ?? deps.timeoutMs ?? HTTP_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimeoutSignal());
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([
        (async () => {
          const headers = (await loadSigning()).buildRequestHeaders(query, bodyText, {
            token,
            salt,
            nowMs: signingNow(),
            lane,
          });
          sentAt = now();
          return transport({ url: target, method, query, headers, bodyText, signal: controller.signal });
        })(),
        timeout,
      ]);
      return { ...response, query, bodyText, token, sentAt, receivedAt: now() };
    } catch (error) {
      const failure: SendFailure = { sendFailure: true, cause: error, query, bodyText };
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }

  function report(
    error: unknown,
    request: ApiRequest<v.GenericSchema>,
    sent: { status?: number; query?: Record<string, string>; bodyText?: string | undefined; response?: unknown },
  ): void {
    if (request.reportFailures === false) return;
    let body: unknown = sent.bodyText;
    try {
      // Stryker disable next-line ConditionalExpression: JSON.parse(undefined) throws and the catch keeps undefined: same report
      body = sent.bodyText === undefined ? undefined : redact(JSON.parse(sent.bodyText));
    } catch {
      // Keep the text.
    }
    deps.reportError?.(error, {
      path: request.path,
      method: request.method ?? 'POST',
      status: sent.status ?? 0,
      query: sent.query,
      body,
      response: redact(sent.response),
    });
  }

  /**
   * Feeds the clock the server's time an answer states (`server_time_ms`, else the HTTP Date header);
   * false when it states none. A refusal of our timestamp overrules what the clock held.
   */
  function observeServerTime(sent: Awaited<ReturnType<typeof send>>, refused: boolean): boolean {
    const stated =
      typeof sent.data === 'object' && sent.data !== null
        ? (sent.data as Record<string, unknown>)[SERVER_TIME_FIELD]
        : undefined;
    if (typeof stated === 'number' && Number.isFinite(stated)) {
      clock.observe(stated, sent.sentAt, sent.receivedAt, { refused });
      return true;
    }
    const dated = sent.date ? Date.parse(sent.date) : NaN;
    if (!Number.isFinite(dated)) return false;
    clock.observe(dated, sent.sentAt, sent.receivedAt, { coarse: true, refused });
    return true;
  }

  async function execute<TSchema extends v.GenericSchema>(
    request: ApiRequest<TSchema>,
    tokenOverride: string | null,
    replayed: boolean,
    resigned = false,
  ): Promise<v.InferOutput<TSchema>> {
    let sent: Awaited<ReturnType<typeof send>>;
    try {
      sent = await send(request, tokenOverride);
    } catch (failure) {
      const original = isSendFailure(failure) ? failure.cause : failure;
      const query = isSendFailure(failure) ? failure.query : undefined;
      const bodyText = isSendFailure(failure) ? failure.bodyText : undefined;
      let error: unknown = original;
      if (original instanceof TimeoutSignal) {
        error = fail('timeout', { status_code: ClientStatusCode.Timeout, status_msg: 'request timed out' }, 0, request);
      } else {
        const carried = asBaseResp((original as { base_resp?: unknown } | null)?.base_resp);
        if (carried) error = fail('network', carried, 0, request, original);
      }
      report(error, request, { query, bodyText });
      throw error; // network errors without base_resp are rethrown unchanged
    }

    const staleRefusal =
      asBaseResp((sent.data as { base_resp?: unknown } | null)?.base_resp)?.status_code === STALE_TIMESTAMP_CODE;
    const stated = observeServerTime(sent, staleRefusal);
    try {
      return interpret(request, sent.status, sent.statusText, sent.data);
    } catch (error) {
      // A refused timestamp: sign again, once, with the server's time it stated.
      if (error instanceof ApiError && error.status_code === STALE_TIMESTAMP_CODE && !resigned && stated) {
        return execute(request, tokenOverride, replayed, true);
      }
      const tokenRejected =
        error instanceof ApiError &&
        (error.kind === 'business' || error.kind === 'http') &&
        TOKEN_REJECTED_CODES.has(error.status_code);
      if (tokenRejected && !replayed && request.refreshOnTokenRejected !== false && deps.tokenRefresher) {
        let fresh: string | null = null;
        try {
          // The token this request carried: the auth flow answers at once if it was already replaced.
          fresh = await deps.tokenRefresher(sent.token);
        } catch {
          // The refresh failed: fresh stays null and the original rejection is the answer.
        }
        if (fresh) return execute(request, fresh, true, resigned);
      }
      report(error, request, { status: sent.status, query: sent.query, bodyText: sent.bodyText, response: sent.data });
      throw error;
    }
  }

  return {
    request: (request) => execute(request, null, false),
    post: (path, data, schema, options) => execute({ ...options, path, data, schema, method: 'POST' }, null, false),
    headerContext: () => ({ token: deps.session().authToken, salt, nowMs: signingNow(), lane }),
    commonParams: async () => commonParams(deps.session(), await deps.appIdentity()),
    url,
  };
}
