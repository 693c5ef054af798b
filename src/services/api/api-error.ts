import type { BaseResp } from '@/api/contract/envelope';

/**
 * How a request failed:
 * - http: the status was not 200/201
 * - business: HTTP was fine but base_resp.status_code was not 0 (1118010010 included)
 * - network: the transport failed and said why with a base_resp (e.g. the native bridge)
 * - timeout: no answer within the timeout
 * - malformed: the answer did not match the contract schema
 */
export type ApiErrorKind = 'http' | 'business' | 'network' | 'timeout' | 'malformed';

/** base_resp codes the client makes up for failures that never reached the server's envelope. */
export const ClientStatusCode = {
  Timeout: -1,
  Malformed: -2,
  /** The transport failed without saying why (offline, a dropped connection), as a server-rendered page carries it. */
  NoAnswer: -3,
} as const;

export class ApiError extends Error {
  // `declare` keeps these as plain constructor assignments (no class-field helpers in the entry chunk).
  declare readonly kind: ApiErrorKind;
  declare readonly base_resp: BaseResp;
  /** HTTP status, or 0 when there was no HTTP answer. */
  declare readonly status: number;
  declare readonly path: string;
  declare readonly method: string;

  constructor(init: {
    kind: ApiErrorKind;
    base_resp: BaseResp;
    status: number;
    path: string;
    method: string;
    cause?: unknown;
  }) {
    super(
      `${init.method} ${init.path} failed (${init.kind}): ${init.base_resp.status_code} ${init.base_resp.status_msg}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'ApiError';
    Object.assign(this, {
      kind: init.kind,
      base_resp: init.base_resp,
      status: init.status,
      path: init.path,
      method: init.method,
    });
  }

  get status_code(): number {
    return this.base_resp.status_code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A base_resp-shaped value, as carried by transport errors that explain themselves. */
export function asBaseResp(value: unknown): BaseResp | null {
  if (typeof value !== 'object' || value === null) return null;
  const { status_code, status_msg } = value as Record<string, unknown>;
  return typeof status_code === 'number' && typeof status_msg === 'string' ? { status_code, status_msg } : null;
}
