import type { MiddlewareHandler } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import { SIGN_HEADER, TIMESTAMP_HEADER, TOKEN_HEADER } from '../../src/api/contract/signing';
import type { AppEnv } from '../context';
import type { Fault, FaultRegistry } from './faults';
import type { RequestLog } from './request-log';

/** Thrown to make the connection close without an answer; the app's error handler lets it through. */
export class DroppedConnection extends Error {
  constructor() {
    super('connection dropped by fault injection');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function spoiled(fault: Fault): Response {
  switch (fault.kind) {
    case 'http_error':
      return Response.json(
        { base_resp: { status_code: StatusCode.Internal, status_msg: fault.status_msg ?? 'injected HTTP error' } },
        { status: fault.http_status ?? 500 },
      );
    case 'base_resp':
      return Response.json({
        base_resp: {
          status_code: fault.status_code ?? StatusCode.RiskControl,
          status_msg: fault.status_msg ?? 'injected error',
        },
      });
    case 'malformed':
      return new Response('{"base_resp": {"status_code": 0, "status_m', {
        headers: { 'content-type': 'application/json' },
      });
    default:
      throw new Error(`fault ${fault.kind} has no answer`);
  }
}

export function faultInjection(faults: FaultRegistry): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = faults.take(new URL(c.req.url).pathname, c.req.header(TOKEN_HEADER));
    if (!fault) return next();
    c.set('fault', fault.kind);
    if (fault.latency_ms) await sleep(fault.latency_ms);
    if (fault.kind === 'latency') return next();
    if (fault.phase === 'after') await next();
    if (fault.kind === 'drop') {
      c.env?.incoming?.socket.destroy();
      throw new DroppedConnection();
    }
    const answer = spoiled(fault);
    answer.headers.set('x-injected-fault', fault.kind);
    if (fault.kind === 'base_resp') c.set('baseStatus', fault.status_code ?? StatusCode.RiskControl);
    c.res = answer;
    return answer;
  };
}

const LOGGED_HEADERS = ['content-type', TOKEN_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, 'lane', 'origin'];

export function requestLogging(log: RequestLog, now: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const at = now();
    const url = new URL(c.req.url);
    let httpStatus = 0;
    try {
      await next();
      httpStatus = c.res.status;
    } finally {
      const headers: Record<string, string> = {};
      for (const name of LOGGED_HEADERS) {
        const value = c.req.header(name);
        if (value !== undefined) headers[name] = value;
      }
      log.add({
        at_ms: at,
        method: c.req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        headers,
        body: c.get('rawBody') ?? '',
        http_status: httpStatus,
        status_code: c.get('baseStatus') ?? null,
        fault: c.get('fault') ?? null,
      });
    }
  };
}
