import redaxios from 'redaxios';

export type HttpMethod = 'GET' | 'POST';

/** One request as it leaves the client: everything already signed. */
export interface TransportRequest {
  /** Absolute or same-origin URL without the query. */
  url: string;
  method: HttpMethod;
  query: Readonly<Record<string, string>>;
  headers: Readonly<Record<string, string>>;
  /** The exact JSON text that was signed; undefined when there is no body. */
  bodyText: string | undefined;
  signal: AbortSignal;
}

/** What came back: the HTTP status and the decoded body (JSON when it parses, else text). */
export interface TransportResponse {
  status: number;
  statusText: string;
  data: unknown;
  /** The answer's HTTP `Date` header, where the transport can read it. */
  date?: string | null;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export const serializeQuery = (query: Readonly<Record<string, string>>): string =>
  new URLSearchParams(query).toString();

/** fetch through redaxios, with cookies; every status resolves so the client can read base_resp. */
export function createFetchTransport(fetchImpl?: typeof fetch): Transport {
  const http = redaxios.create({ withCredentials: true, validateStatus: () => true });
  return async ({ url, method, query, headers, bodyText, signal }) => {
    const doFetch = fetchImpl ?? fetch;
    const hasQuery = Object.keys(query).length > 0;
    const response = await http<unknown>({
      url,
      method,
      headers: { ...headers },
      data: bodyText, // undefined: redaxios sends no body
      ...(hasQuery ? { params: query, paramsSerializer: () => serializeQuery(query) } : {}),
      // redaxios has no timeout and no signal option: pass the signal through its fetch hook.
      fetch: (input: RequestInfo | URL, init?: RequestInit) => doFetch(input, { ...init, signal }),
    });
    return {
      status: response.status,
      statusText: response.statusText,
      data: response.data,
      date: response.headers?.get?.('date') ?? null,
    };
  };
}

/** The native side of a bridged request (SPEC §7: url, method, data, query, header). */
export interface BridgeHttpRequest {
  url: string;
  method: HttpMethod;
  /** The exact signed JSON text; the app sends it byte for byte so the signature stays valid. */
  data: string | undefined;
  query: Record<string, string>;
  header: Record<string, string>;
}

export interface BridgeHttpResponse {
  status: number;
  data: unknown;
}

export type BridgeRequestFn = (request: BridgeHttpRequest) => Promise<BridgeHttpResponse>;

/** Requests through the native app, same result type as fetch. The page's own timeout still applies. */
export function createBridgeTransport(bridgeRequest: BridgeRequestFn, origin: () => string): Transport {
  return async ({ url, method, query, headers, bodyText }) => {
    // Stryker disable next-line Regex: new URL('http://…', origin) returns the absolute URL unchanged
    const absolute = /^https?:\/\//i.test(url) ? url : new URL(url, origin()).toString();
    const reply = await bridgeRequest({
      url: absolute,
      method,
      data: bodyText,
      query: { ...query },
      header: { ...headers },
    });
    let data = reply.data;
    // Stryker disable next-line ConditionalExpression: JSON.parse of a non-string throws and the catch keeps the data
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data) as unknown;
      } catch {
        // Leave the text: the client reports it as malformed.
      }
    }
    return { status: reply.status, statusText: '', data };
  };
}
