/**
 * The renderer calls the API over the private network (TALKIE_RENDER_API_BASE_URL, e.g.
 * http://10.0.0.5:8080), and the API writes its media and upload URLs on the origin it was called at
 * (server/http/pipeline.ts: CallContext.origin). Those answers go into the page's HTML, so before the
 * page reads them each URL on the render API's origin is moved to the public API origin: a visitor's
 * browser (and its CSP) never sees the internal address. Nothing is trusted from the request: both
 * origins are the page server's own settings.
 */

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `text` with every `internalOrigin` URL on `publicOrigin` (the same path); a longer host or port is not it. */
export function toPublicOrigin(text: string, internalOrigin: string, publicOrigin: string): string {
  if (internalOrigin === publicOrigin) return text;
  return text.replace(new RegExp(`${escapeRegExp(internalOrigin)}(?![\\w.:-])`, 'gi'), publicOrigin);
}

/** The API's answer with its URLs on the public origin (its body read whole: answers are small JSON). */
export async function answerOnPublicOrigin(
  answer: Response,
  internalOrigin: string,
  publicOrigin: string,
): Promise<Response> {
  const headers = new Headers(answer.headers);
  // The body is read decoded and its length changes.
  headers.delete('content-length');
  headers.delete('content-encoding');
  const body = toPublicOrigin(await answer.text(), internalOrigin, publicOrigin);
  // Made by fetch's own Response class: the client (redaxios) copies an answer's fields by enumerating
  // them, and the global Response may be another one whose fields do not enumerate (@hono/node-server
  // replaces it where the local API runs in the same process).
  const FetchResponse = answer.constructor as typeof Response;
  return new FetchResponse(body, { status: answer.status, statusText: answer.statusText, headers });
}
