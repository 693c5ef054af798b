import type { ModelContext } from './adapter';

/**
 * The requests a path's page sends to some API paths, with their bodies, recorded as they leave the
 * page: the server logs a request only once it has answered, and a faulted or held-back one late or
 * without its body, so effects such as "the page sent this code" are read here.
 */
export function recordSent(ctx: ModelContext, paths: readonly string[]): void {
  const sent: Record<string, string[]> = {};
  ctx.memo.sent = sent;
  ctx.page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (paths.includes(path)) (sent[path] ??= []).push(request.postData() ?? '');
  });
}

/** The bodies sent to `path` so far, oldest first (after `recordSent` for that path). */
export const sentTo = (ctx: ModelContext, path: string): string[] =>
  (ctx.memo.sent as Record<string, string[]> | undefined)?.[path] ?? [];
