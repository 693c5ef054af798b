import type { BaseResp } from '@/api/contract/envelope';
import { ApiError, ClientStatusCode, isApiError, type ApiErrorKind } from '@/services/api/api-error';
import type { ApiClient } from '@/services/api/client';
import type { RemoteCall } from './remote-call';

/** An answer: the data or the error. */
export type Settled = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly error: unknown };

interface Inflight {
  readonly promise: Promise<unknown>;
  /** Set once the answer is in: a page rendered after that shows it at once, without a loading frame. */
  settled?: Settled;
}

/**
 * The one cache of the page's reads, per API client (one per visitor on the server): requests by key
 * and attempt, started by a route loader or while rendering, so the request leaves before React
 * commits and a re-render never sends it twice. Each answer lives here until its page claims it.
 */
const inflightByClient = new WeakMap<ApiClient, Map<string, Inflight>>();
function inflightOf(client: ApiClient): Map<string, Inflight> {
  let map = inflightByClient.get(client);
  if (!map) inflightByClient.set(client, (map = new Map()));
  return map;
}

/** A request whose page went away before its answer is dropped after this long. */
const UNCLAIMED_MS = 30_000;

export const requestIdOf = (key: string, attempt: number): string => `${key}#${attempt}`;

/** The request `id` of `client`: the one already on its way, or `load` started now. */
export function requestOnce<T>(client: ApiClient, id: string, load: () => Promise<T>): Promise<T> {
  const inflight = inflightOf(client);
  const existing = inflight.get(id);
  if (existing) return existing.promise as Promise<T>;
  const promise = load();
  const entry: Inflight = { promise };
  inflight.set(id, entry);
  const drop = () => setTimeout(() => inflight.get(id) === entry && inflight.delete(id), UNCLAIMED_MS);
  promise.then(
    (data) => {
      entry.settled = { ok: true, data };
      drop();
    },
    (error: unknown) => {
      entry.settled = { ok: false, error };
      drop();
    },
  );
  return promise;
}

/** The answer already in under `id`, if any. */
export const settledOf = (client: ApiClient, id: string): Settled | undefined => inflightOf(client).get(id)?.settled;

/**
 * The first answer of `call` this client already has (the route loader's, or the server's HTML), if
 * it succeeded: a flow machine starts from it (its `input`) instead of asking again. Never a request.
 */
export function loadedAnswer<T>(client: ApiClient, call: RemoteCall<T>): T | undefined {
  const settled = settledOf(client, requestIdOf(call.key, 0));
  return settled?.ok ? (settled.data as T) : undefined;
}

/** The flow has taken `call`'s first answer (loadedAnswer): a later visit of the page asks anew. */
export const releaseLoaded = (client: ApiClient, call: RemoteCall<unknown>): void =>
  claim(client, requestIdOf(call.key, 0), null);

/** The page has the answer of `id` in its own state now: a later attempt or visit asks again. */
export function claim(client: ApiClient, id: string, promise: Promise<unknown> | null): void {
  const inflight = inflightOf(client);
  const entry = inflight.get(id);
  if (entry && (promise === null || entry.promise === promise)) inflight.delete(id);
}

/**
 * A route loader's start of its page's first read: waits for the answer at most `waitMs`, so an answer
 * already on its way (index.html's early request, a fast API) is in the first paint, and on the server
 * the render waits up to its budget. A slower answer is not waited for: the page renders its loading
 * state and takes over the same request.
 */
export async function preloadRemote(
  client: ApiClient,
  call: RemoteCall<unknown> | null,
  waitMs: number,
): Promise<void> {
  if (!call || takingOver.has(client)) return;
  const request = requestOnce(client, requestIdOf(call.key, 0), () => call.load(client));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = await Promise.race([
    request.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
  ]);
  clearTimeout(timer);
  if (!answered) late.add(client);
}

/** Clients whose page rendered before one of its loaders' answers came (the server render's budget ran out). */
const late = new WeakSet<ApiClient>();

/** The page was rendered without some of its first data: its HTML must not be kept by a shared cache. */
export const renderedWithoutSomeData = (client: ApiClient): boolean => late.has(client);

/** A failed read as the server's HTML carries it (an ApiError without its stack). */
export interface RenderedRefusal {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly base_resp: BaseResp;
  readonly path: string;
  readonly method: string;
}

/**
 * An answer as the server's HTML carries it: the data, the server's refusal (a business code, a 4xx:
 * another attempt would get it again), or a failure another attempt may not meet (no answer, a 5xx, a
 * malformed answer). The HTML shows a failure as the page's error panel, so the browser's first render
 * must show it too (a loading frame there would not match the HTML); its Retry asks again.
 */
export type RenderedAnswer =
  | { readonly key: string; readonly data: unknown }
  | { readonly key: string; readonly refusal: RenderedRefusal }
  | { readonly key: string; readonly failure: RenderedRefusal };

/** What the HTML says of a failed read: its refusal, or the failure another attempt may not meet. */
function renderedFailureOf(key: string, error: unknown): RenderedAnswer {
  if (!isApiError(error)) {
    // The transport threw without an envelope (fetch failed): no answer at all.
    return {
      key,
      failure: {
        kind: 'network',
        status: 0,
        base_resp: { status_code: ClientStatusCode.NoAnswer, status_msg: 'no answer' },
        path: '',
        method: 'POST',
      },
    };
  }
  const rendered: RenderedRefusal = {
    kind: error.kind,
    status: error.status,
    base_resp: error.base_resp,
    path: error.path,
    method: error.method,
  };
  const final = error.kind === 'business' || (error.kind === 'http' && error.status >= 400 && error.status < 500);
  return final ? { key, refusal: rendered } : { key, failure: rendered };
}

/**
 * The first answers this client has (the server render's): what the HTML shows, so the browser can show the same
 * without asking again.
 */
export function renderedAnswers(client: ApiClient): RenderedAnswer[] {
  const out: RenderedAnswer[] = [];
  for (const [id, entry] of inflightOf(client)) {
    const key = id.endsWith('#0') ? id.slice(0, -2) : null;
    if (key === null || !entry.settled) continue;
    out.push(entry.settled.ok ? { key, data: entry.settled.data } : renderedFailureOf(key, entry.settled.error));
  }
  return out;
}

/**
 * Clients taking over a server-rendered page: their route loaders ask for nothing until the page is
 * hydrated, so its first render shows what the HTML shows (content the server had no time for is
 * asked for by the page, as without server rendering).
 */
const takingOver = new WeakSet<ApiClient>();

/** The page is hydrated: loaders preload again (later navigations). */
export const endTakeOver = (client: ApiClient): void => void takingOver.delete(client);

/**
 * Takes the answers the server rendered as this client's first answers: the first render shows them,
 * and loaders ask for nothing until endTakeOver.
 */
export function adoptRenderedAnswers(client: ApiClient, answers: readonly RenderedAnswer[]): void {
  takingOver.add(client);
  for (const answer of answers) {
    const settled: Settled =
      'data' in answer
        ? { ok: true, data: answer.data }
        : { ok: false, error: new ApiError('refusal' in answer ? answer.refusal : answer.failure) };
    const promise = settled.ok ? Promise.resolve(settled.data) : Promise.reject(settled.error);
    promise.catch(() => undefined);
    inflightOf(client).set(requestIdOf(answer.key, 0), { promise, settled });
  }
}

/**
 * Drops every answer this client has not handed to a page yet: the page was rendered for another
 * visitor than the one now logged in (a stale auth cookie), so nothing of it may be shown again.
 */
export const forgetAnswers = (client: ApiClient): void => inflightOf(client).clear();
