/** A fetch stand-in that records what the page sent and answers from a script. */
export interface RecordedRequest {
  url: string;
  path: string;
  query: Record<string, string>;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  keepalive: boolean;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Answer = Response | Error | 'hang';
export type Responder = (request: RecordedRequest, index: number) => Answer | Promise<Answer>;

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

export const ok = (data: Record<string, unknown> = {}) =>
  jsonResponse({ base_resp: { status_code: 0, status_msg: 'success' }, ...data });
export const fail = (status_code: number, status_msg = 'failed', httpStatus = 200) =>
  jsonResponse({ base_resp: { status_code, status_msg } }, httpStatus);

export function fakeFetch(respond: Responder = () => ok()) {
  const calls: RecordedRequest[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const request: RecordedRequest = {
      url,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams.entries()),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
      keepalive: init.keepalive === true,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    const answer = await respond(request, calls.length - 1);
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}
