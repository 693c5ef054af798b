import { canonicalQuery } from '@/api/contract/signing-rule';
import { HTTP_TIMEOUT_MS } from '@/platform/constants';
import type { HttpMethod, TransportResponse } from './transport';

/**
 * Requests sent by index.html before the app's JavaScript has arrived (the share page's content), and
 * handed to the app's client when it asks for the very same thing. On a slow network the answer then
 * travels while the boot chunk downloads instead of after it.
 *
 * The client adopts an early request only when the request it would send is identical in everything
 * but its timestamp and signature: same URL, method, query, body text, token and extra headers. An
 * early request that failed on the network is not adopted: the client sends its own.
 */
export interface EarlyRequestSpec {
  readonly url: string;
  readonly method: HttpMethod;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyText: string | undefined;
}

interface EarlyEntry {
  readonly identity: string;
  /** Resolves with the answer, or null when the request failed on the network or timed out. */
  readonly answer: Promise<TransportResponse | null>;
  readonly abort: () => void;
}

/** The window property that carries early requests from index.html to the app. */
export const EARLY_REQUESTS_KEY = '__talkieEarlyRequests';

export type EarlyRequestWindow = { [EARLY_REQUESTS_KEY]?: EarlyEntry[] };

/** Headers that change with every send and so never decide whether two requests are the same. */
const VOLATILE_HEADERS = new Set(['x-sign', 'x-timestamp']);

/** What makes two requests the same request. */
export function requestIdentity(spec: EarlyRequestSpec): string {
  const headers = Object.keys(spec.headers)
    .filter((name) => !VOLATILE_HEADERS.has(name.toLowerCase()))
    .map((name) => [name.toLowerCase(), spec.headers[name]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${value ?? ''}`)
    .join('\n');
  return [spec.method, spec.url, canonicalQuery(spec.query), spec.bodyText ?? '', headers].join('\n');
}

/** Decodes a body the way the app's HTTP transport does: JSON when it parses, else the text. */
export async function decodeBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request now and leaves it on the window for the app; timed out like any other call. */
export function startEarlyRequest(win: EarlyRequestWindow & Pick<Window, 'fetch' | 'setTimeout' | 'clearTimeout'>, spec: EarlyRequestSpec, timeoutMs: number = HTTP_TIMEOUT_MS): Promise<TransportResponse | null> {
  const controller = new AbortController();
  const timer = win.setTimeout(() => controller.abort(), timeoutMs);
  const search = new URLSearchParams(spec.query as Record<string, string>).toString();
  const answer = win
    .fetch(search ? `${spec.url}?${search}` : spec.url, {
      method: spec.method,
      headers: spec.headers as Record<string, string>,
      ...(spec.bodyText === undefined ? {} : { body: spec.bodyText }),
      credentials: 'include',
      signal: controller.signal,
    })
    .then(async (response): Promise<TransportResponse> => ({ status: response.status, statusText: response.statusText, data: await decodeBody(response) }))
    .catch(() => null)
    .finally(() => win.clearTimeout(timer));
  (win[EARLY_REQUESTS_KEY] ??= []).push({ identity: requestIdentity(spec), answer, abort: () => controller.abort() });
  return answer;
}

/**
 * The answer of an early request identical to `spec`, taken once (a second identical request goes to
 * the network), or null when there is none. Aborting `signal` aborts the early request too. The
 * promise resolves with null when the early request failed, so the caller sends its own.
 */
export function takeEarlyAnswer(win: EarlyRequestWindow, spec: EarlyRequestSpec, signal?: AbortSignal): Promise<TransportResponse | null> | null {
  const entries = win[EARLY_REQUESTS_KEY];
  if (!entries?.length) return null;
  const identity = requestIdentity(spec);
  const at = entries.findIndex((entry) => entry.identity === identity);
  if (at < 0) return null;
  const [entry] = entries.splice(at, 1);
  if (!entry) return null;
  signal?.addEventListener('abort', entry.abort, { once: true });
  return entry.answer;
}
