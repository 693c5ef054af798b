import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@/services/api/client';
import { useServices } from '@/kernel/session/app-context';
import type { ShareContentCall } from './share-content-call';
import { isRetryable, shareProblemOf, type ShareProblem } from './share-problem';

export type { ShareContentCall } from './share-content-call';

export type ShareContent<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'problem'; readonly problem: ShareProblem };

export interface ShareContentState<T> {
  readonly content: ShareContent<T>;
  /** Loads again (the Retry button of network and loading failures). */
  readonly retry: () => void;
}

/** An answer: the data, the error, or (from the server's HTML) the problem the error meant. */
type Settled = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly error: unknown } | { readonly ok: false; readonly problem: ShareProblem };

interface Inflight {
  readonly promise: Promise<unknown>;
  /** Set once the answer is in: a page rendered after that shows it at once, without a loading frame. */
  settled?: Settled;
}

/**
 * Requests by key and attempt, started by the route's loader or while rendering: the request leaves
 * before React commits and paints, and a re-render never sends it twice.
 */
const inflightByClient = new WeakMap<ApiClient, Map<string, Inflight>>();
const inflightOf = (client: ApiClient): Map<string, Inflight> => {
  let map = inflightByClient.get(client);
  if (!map) inflightByClient.set(client, (map = new Map()));
  return map;
};
/** A request whose page went away before its answer is dropped after this long. */
const UNCLAIMED_MS = 30_000;

const requestIdOf = (key: string, attempt: number): string => `${key}#${attempt}`;

function requestOnce<T>(client: ApiClient, id: string, load: () => Promise<T>): Promise<T> {
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

const contentOf = <T>(settled: Settled): ShareContent<T> =>
  settled.ok ? { status: 'ready', data: settled.data as T } : { status: 'problem', problem: 'problem' in settled ? settled.problem : shareProblemOf(settled.error) };

/** An answer as the server's HTML carries it: the content, or the problem the visitor sees. */
export type RenderedAnswer = { readonly key: string; readonly data: unknown } | { readonly key: string; readonly problem: ShareProblem };

/**
 * The answers the route loader already has (the server render): what the HTML shows, so the browser
 * can show the same without asking again. Failures another attempt may fix (network, timeout) are left
 * out: the browser asks for those itself.
 */
export function renderedAnswers(client: ApiClient): RenderedAnswer[] {
  const out: RenderedAnswer[] = [];
  for (const [id, entry] of inflightOf(client)) {
    const key = id.endsWith('#0') ? id.slice(0, -2) : null;
    if (key === null || !entry.settled) continue;
    const content = contentOf(entry.settled);
    if (content.status === 'ready') out.push({ key, data: content.data });
    else if (content.status === 'problem' && !isRetryable(content.problem)) out.push({ key, problem: content.problem });
  }
  return out;
}

/** Takes the answers the server rendered as this client's first answers: the first render shows them. */
export function adoptRenderedAnswers(client: ApiClient, answers: readonly RenderedAnswer[]): void {
  for (const answer of answers) {
    const settled: Settled = 'data' in answer ? { ok: true, data: answer.data } : { ok: false, problem: answer.problem };
    inflightOf(client).set(requestIdOf(answer.key, 0), { promise: Promise.resolve(), settled });
  }
}

/**
 * Starts a page's first request from its route loader and waits for the answer at most `waitMs`, so
 * that an answer already on its way (index.html's early request) is shown in the first paint. A slower
 * answer is not waited for: the page renders its loading state and takes over the same request.
 */
export async function preloadShareContent(client: ApiClient, call: ShareContentCall<unknown> | null, waitMs: number): Promise<void> {
  if (!call) return;
  const request = requestOnce(client, requestIdOf(call.key, 0), () => call.load(client));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    request.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
}

/**
 * The content already in this page's cache under `key` when the page first renders (the server's
 * render of it), or null. Read once: it does not follow later loads.
 */
export function useRenderedContent<T>(key: string | null): T | null {
  const { client } = useServices();
  const [first] = useState(() => {
    const settled = key === null ? undefined : inflightOf(client).get(requestIdOf(key, 0))?.settled;
    return { key, data: settled?.ok ? (settled.data as T) : null };
  });
  // Another post in the same page (a link to another one) loads as usual.
  return first.key === key ? first.data : null;
}

/**
 * Loads one piece of shared content. A null call means the URL named no valid content: the not-found
 * state, without a request. `call` may be a new object on every render; only its key decides when to
 * load. With `enabled` false the page waits (loading) before asking.
 */
export function useShareContent<T>(call: ShareContentCall<T> | null, enabled = true): ShareContentState<T> {
  const key = call?.key ?? null;
  const { client } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; content: ShareContent<T> }>(() => {
    if (key === null) return { key, attempt: 0, content: { status: 'problem', problem: 'not_found' } };
    // An answer the route loader already has: shown in the first render.
    const settled = enabled ? inflightOf(client).get(requestIdOf(key, 0))?.settled : undefined;
    return { key, attempt: 0, content: settled ? contentOf<T>(settled) : { status: 'loading' } };
  });
  const requestId = key !== null && enabled ? requestIdOf(key, attempt) : null;
  const current = state.key === key && state.attempt === attempt && state.content.status !== 'loading';
  // Start now, during render, unless this attempt already has its answer.
  const request = requestId !== null && call && !current ? requestOnce(client, requestId, () => call.load(client)) : null;

  // The answer now lives in the page's state: a later retry or visit asks the server again.
  const claim = useCallback(
    (id: string, promise: Promise<unknown> | null) => {
      const inflight = inflightOf(client);
      const entry = inflight.get(id);
      if (entry && (promise === null || entry.promise === promise)) inflight.delete(id);
    },
    [client],
  );

  useEffect(() => {
    if (requestId !== null && current) claim(requestId, null);
  }, [requestId, current, claim]);

  useEffect(() => {
    if (key === null || !request || requestId === null) return;
    let live = true;
    request.then(
      (data) => {
        claim(requestId, request);
        if (live) setState({ key, attempt, content: { status: 'ready', data } });
      },
      (error: unknown) => {
        claim(requestId, request);
        if (live) setState({ key, attempt, content: { status: 'problem', problem: shareProblemOf(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, request, requestId, claim]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let content: ShareContent<T> = state.content;
  if (key === null) content = { status: 'problem', problem: 'not_found' };
  else if (state.key !== key || state.attempt !== attempt || !enabled) content = { status: 'loading' };
  return { content, retry };
}
