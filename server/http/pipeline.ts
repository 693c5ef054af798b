/**
 * The checks every Weaver call goes through, in order:
 *   body size -> signature and timestamp -> token -> risk control -> JSON -> query -> body schema -> handler.
 * Refusals of the checks and business rules answer HTTP 200 with a non-zero base_resp.status_code;
 * only an oversized body (413), JSON nested too deep (400), an unknown path (404) and a crash (500)
 * use other HTTP statuses.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { StatusCode } from '../../src/api/contract/codes';
import { describeIssues, type DataOf, type Endpoint, type ValidRequestOf } from '../../src/api/contract/endpoint';
import { OK, type BaseResp } from '../../src/api/contract/envelope';
import { firstValues } from '../../src/api/contract/query-params';
import {
  SERVER_TIME_FIELD,
  signRequest,
  SIGN_HEADER,
  TIMESTAMP_HEADER,
  TOKEN_HEADER,
} from '../../src/api/contract/signing';
import type { ApiDeps, AppEnv } from '../context';
import { checkJsonDepth, readBody } from './body-reader';
import { bodyDigest, keepAnswer, keptAnswer, oneAtATime } from './idempotency';
import { checkAuthToken } from '../services/tokens';
import { accountOf } from '../services/users';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function answer(
  c: Context<AppEnv>,
  base: BaseResp,
  data: object = {},
  httpStatus: 200 | 404 | 413 | 500 = 200,
): Response {
  c.set('baseStatus', base.status_code);
  return c.json({ base_resp: base, ...data }, httpStatus);
}

export const refusal = (c: Context<AppEnv>, code: number, message: string, httpStatus: 200 | 404 | 413 | 500 = 200) =>
  answer(c, { status_code: code, status_msg: message }, {}, httpStatus);

/** The query one value per name: a repeated name keeps its first value, as the page reads it. */
export function queryOf(c: Context<AppEnv>): Record<string, string> {
  return firstValues(new URL(c.req.url).searchParams);
}

/** The peer's IP address when the server runs on Node's HTTP server; null when called in process. */
export function clientAddress(c: Context<AppEnv>): string | null {
  // Stryker disable next-line OptionalChaining: Node's HTTP server always gives incoming; in process there is no env at all, and the first ?. stops there
  return c.env?.incoming?.socket.remoteAddress ?? null;
}

export interface CallContext {
  deps: ApiDeps;
  now: number;
  /** The caller's user id: always set when the endpoint requires a token, else set only for a valid token. */
  userId: string | null;
  query: Record<string, string>;
  /** Scheme and host the caller used: media URLs in answers point back at it. */
  origin: string;
  c: Context<AppEnv>;
}

/** A CallContext whose caller is known. */
export type SignedInContext = CallContext & { userId: string };

export interface MountOptions {
  /** Banned accounts may still call it (default: they get UserUnavailable). */
  allowBanned?: boolean;
  /** Anonymous accounts get LoginRequired. */
  realNameOnly?: boolean;
  /**
   * The body field holding the call's idempotency key: a repeat of the key answers the first answer,
   * the key with another body is refused (server/http/idempotency.ts). Calls without the field run as usual.
   */
  idempotencyKey?: string;
  /** The code of that refusal (default StatusCode.IdempotencyKeyReused). */
  keyReusedCode?: number;
  /**
   * The handler answers a repeat of its key itself (saying it created nothing): the kept answer only guards the body.
   */
  handlerAnswersRepeats?: boolean;
}

type Handler<E extends Endpoint> = (input: ValidRequestOf<E>, ctx: CallContext) => DataOf<E> | Promise<DataOf<E>>;

export function mountEndpoint<E extends Endpoint>(
  app: Hono<AppEnv>,
  deps: ApiDeps,
  endpoint: E,
  handler: Handler<E>,
  options: MountOptions = {},
): void {
  app.post(endpoint.path, async (c) => {
    const now = deps.clock.now();

    // Over the call's limit: BodyRefused, answered 413 by the app's error handler.
    const rawBody = await readBody(c.req.raw, endpoint.maxBodyBytes);
    c.set('rawBody', rawBody);
    const query = queryOf(c);

    const timestampText = c.req.header(TIMESTAMP_HEADER);
    const sign = c.req.header(SIGN_HEADER);
    if (!timestampText || !/^\d{1,12}$/.test(timestampText)) {
      return refusal(c, StatusCode.BadSignature, `${TIMESTAMP_HEADER} header is missing or not whole seconds`);
    }
    if (Math.abs(Number(timestampText) - Math.floor(now / 1000)) > deps.config.signatureWindowSeconds) {
      // The server's time goes with the refusal: a client with a wrong clock signs again with it.
      return answer(
        c,
        {
          status_code: StatusCode.StaleTimestamp,
          status_msg: `${TIMESTAMP_HEADER} is more than ${deps.config.signatureWindowSeconds} s away from the server clock`,
        },
        { [SERVER_TIME_FIELD]: now },
      );
    }
    if (!sign) return refusal(c, StatusCode.BadSignature, `${SIGN_HEADER} header is missing`);
    const expected = signRequest(query, rawBody, timestampText, deps.config.signingSalt);
    if (sign.toLowerCase() !== expected)
      return refusal(c, StatusCode.BadSignature, `${SIGN_HEADER} does not match the request`);

    let userId: string | null = null;
    if (endpoint.token !== 'none') {
      const check = checkAuthToken(deps.db, c.req.header(TOKEN_HEADER), now);
      if (check.ok) userId = check.userId;
      // An optional token that is missing or fails is ignored: the caller is treated as a visitor.
      else if (endpoint.token === 'required') return refusal(c, check.code, check.message);
    }
    if (userId !== null) {
      const account = accountOf(deps.db, userId);
      if (account.status === 'banned' && !options.allowBanned) {
        return refusal(c, StatusCode.UserUnavailable, 'this user account is unavailable');
      }
      if (options.realNameOnly && account.is_anonymous === 1) {
        return refusal(c, StatusCode.LoginRequired, 'please log in to participate');
      }
      if (!deps.risk.allowCall(userId, now)) {
        return refusal(c, StatusCode.RiskControl, 'too many requests from this account; try again in a minute');
      }
    } else if (options.realNameOnly) {
      // A visitor on a real-name call whose token is optional (a required one was refused above).
      return refusal(c, StatusCode.LoginRequired, 'please log in to participate');
    }

    let json: unknown = {};
    if (rawBody.trim() !== '') {
      checkJsonDepth(rawBody); // deeper than JSON.parse and the schemas should recurse: BodyRefused, 400
      try {
        json = JSON.parse(rawBody);
      } catch {
        return refusal(c, StatusCode.MalformedBody, 'request body is not valid JSON');
      }
    }

    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return refusal(c, StatusCode.InvalidParam, 'invalid field "(body)": the body must be a JSON object');
    }

    if (endpoint.query) {
      const parsedQuery = v.safeParse(endpoint.query, query);
      if (!parsedQuery.success) {
        const { field, message } = describeIssues(parsedQuery.issues);
        return refusal(c, StatusCode.InvalidParam, `invalid query parameter "${field}": ${message}`);
      }
    }

    const parsed = v.safeParse(endpoint.request, json);
    if (!parsed.success) {
      const { field, message } = describeIssues(parsed.issues);
      return refusal(c, StatusCode.InvalidParam, `invalid field "${field}": ${message}`);
    }

    const origin = new URL(c.req.url).origin;
    /** Runs the handler: its answer, and its data when it succeeded. */
    const run = async (): Promise<{ response: Response; data?: object }> => {
      try {
        const data = await handler(parsed.output as ValidRequestOf<E>, { deps, now, userId, query, origin, c });
        return { response: answer(c, OK, data), data };
      } catch (error) {
        if (error instanceof ApiError) return { response: refusal(c, error.code, error.message) };
        throw error;
      }
    };
    const input = parsed.output as Record<string, unknown>;
    const key = options.idempotencyKey === undefined ? undefined : input[options.idempotencyKey];
    if (userId === null || typeof key !== 'string' || options.idempotencyKey === undefined)
      return (await run()).response;
    const scope = { userId, path: endpoint.path, key, digest: bodyDigest(input, options.idempotencyKey) };
    const keyReusedCode = options.keyReusedCode ?? StatusCode.IdempotencyKeyReused;
    return oneAtATime(`${userId} ${endpoint.path} ${key}`, async () => {
      // The clock is read again: a repeat that waited for the first sees its answer as kept.
      const kept = keptAnswer(deps.db, scope, deps.clock.now());
      if (kept.kind === 'answer' && !options.handlerAnswersRepeats) return answer(c, OK, kept.data);
      if (kept.kind === 'reused')
        return refusal(
          c,
          keyReusedCode,
          `this ${options.idempotencyKey} was used with another request; a new one needs a new key`,
        );
      const { response, data } = await run();
      if (data && kept.kind === 'none') keepAnswer(deps.db, scope, data, now);
      return response;
    });
  });
}

/** For handlers of endpoints whose token is required. */
export function signedIn(ctx: CallContext): SignedInContext {
  if (ctx.userId === null) throw new ApiError(StatusCode.TokenMissing, 'x-token is required');
  return ctx as SignedInContext;
}
