/**
 * A tiny caching proxy that behaves like a CDN edge, for scripts/bench-render.ts: it keeps a GET answer
 * whose Cache-Control has `s-maxage` for that many seconds, keyed on the URL and the request headers the
 * answer's `Vary` names (and Accept-Encoding, which an edge always keys on), and serves hits from memory.
 * Nothing else a real edge does (no stale-while-revalidate, no request collapsing, no size limit).
 *
 * Started directly (`node --import tsx scripts/lib/edge-cache.ts <origin> <port>`), it listens on
 * 127.0.0.1:<port> in front of <origin>, prints `edge cache listening`, and answers `GET /__edge/stats`
 * with its hits and misses so far (JSON).
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';

/** Seconds a shared cache may keep an answer by its Cache-Control (`s-maxage`), or null: not kept. */
export function sharedMaxAge(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.split(',').map((d) => d.trim().toLowerCase());
  if (directives.some((d) => d === 'no-store' || d === 'private')) return null;
  for (const directive of directives) {
    const match = /^s-maxage\s*=\s*"?(\d+)"?$/.exec(directive);
    if (match) return Number(match[1]) > 0 ? Number(match[1]) : null;
  }
  return null;
}

/**
 * The request headers an answer's `Vary` makes part of its key, lower case, sorted, Accept-Encoding
 * always among them; null for `Vary: *` (the answer cannot be reused).
 */
export function varyNames(vary: string | undefined): string[] | null {
  const names = new Set(['accept-encoding']);
  for (const name of (vary ?? '').split(',')) {
    const trimmed = name.trim().toLowerCase();
    if (trimmed === '*') return null;
    if (trimmed) names.add(trimmed);
  }
  return [...names].sort();
}

/** The cache key of a request for `url` under the headers `names` (from varyNames). */
export function edgeCacheKey(url: string, names: readonly string[], headers: IncomingHttpHeaders): string {
  const values = names.map((name) => {
    const value = headers[name];
    return `${name}=${(Array.isArray(value) ? value.join(', ') : (value ?? '')).trim()}`;
  });
  return [url, ...values].join('\n');
}

interface Kept {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

/** Hop-by-hop headers: never stored with an answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

function startEdgeCache(origin: string, port: number): void {
  const target = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** Per URL, the header names its last kept answer varied on. */
  const varyOf = new Map<string, string[]>();
  const kept = new Map<string, Kept>();
  const stats = { hits: 0, misses: 0 };

  createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/__edge/stats') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(stats));
      return;
    }
    const now = Date.now();
    const names = req.method === 'GET' ? varyOf.get(url) : undefined;
    const hit = names ? kept.get(edgeCacheKey(url, names, req.headers)) : undefined;
    if (hit && hit.expiresAt > now) {
      stats.hits += 1;
      res.writeHead(hit.status, {
        ...hit.headers,
        age: String(Math.floor((now - hit.storedAt) / 1000)),
        'x-edge-cache': 'HIT',
      });
      res.end(hit.body);
      return;
    }
    stats.misses += 1;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: url,
        headers: { ...req.headers, host: target.host },
        agent,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
          const maxAge =
            req.method === 'GET' && answer.statusCode === 200 ? sharedMaxAge(answer.headers['cache-control']) : null;
          const vary = maxAge === null ? null : varyNames(answer.headers.vary);
          if (maxAge !== null && vary) {
            varyOf.set(url, vary);
            kept.set(edgeCacheKey(url, vary, req.headers), {
              status: 200,
              headers,
              body,
              storedAt: now,
              expiresAt: now + maxAge * 1000,
            });
          }
          res.writeHead(answer.statusCode ?? 502, { ...headers, 'x-edge-cache': 'MISS' });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  }).listen(port, '127.0.0.1', () => console.log(`edge cache listening on ${port} in front of ${origin}`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  startEdgeCache(process.argv[2] ?? '', Number(process.argv[3]));
}
