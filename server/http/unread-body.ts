import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The page servers (server/serve.ts, Vite's dev and preview pages) read no request body: their limit
 * is none at all. One sent anyway is not drained after the answer, which Node would do for as long as
 * the sender keeps sending: the answer says Connection: close and Node closes the socket once it is sent.
 */
export function closeAfterUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (req.headers['transfer-encoding'] !== undefined || declared > 0 || Number.isNaN(declared))
    res.setHeader('Connection', 'close');
}
