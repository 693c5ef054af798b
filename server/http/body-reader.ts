/**
 * The one way the server reads a client's body: with a limit whatever Content-Length says (a chunked
 * body is counted as it comes, and reading stops one chunk past the limit), and JSON nested no deeper
 * than MAX_JSON_DEPTH, checked on the raw text before any parser recurses into it.
 *
 * A body refused here is answered in the status envelope by the app's error handler (server/app.ts):
 * 413 BodyTooLarge or 400 JsonTooDeep.
 */
import type { Context } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';

/** The deepest nesting of arrays and objects the server parses; the page never sends more than a few. */
const MAX_JSON_DEPTH = 32;

/** A body the server will not take, with the answer it gets. */
export class BodyRefused extends Error {
  constructor(
    readonly httpStatus: 400 | 413,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the body as text, refusing more than `limit` bytes without buffering the excess. */
export async function readBody(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new BodyRefused(413, StatusCode.BodyTooLarge, `request body is larger than ${limit} bytes`);
  const declared = Number(request.headers.get('content-length')); // none: Number(null) is 0
  if (declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`: one pass over the characters,
 * brackets inside strings left out. Text that is not JSON may pass; JSON.parse refuses it afterwards.
 */
function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth--;
  }
  return false;
}

/** Throws the 400 refusal for JSON text nested deeper than MAX_JSON_DEPTH; `what` names it in the message. */
export function checkJsonDepth(text: string, what = 'request body JSON'): void {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new BodyRefused(400, StatusCode.JsonTooDeep, `${what} is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** A route's JSON body as text: at most `limit` bytes, nested no deeper than MAX_JSON_DEPTH. */
export async function readJsonText(c: Context, limit: number): Promise<string> {
  const text = await readBody(c.req.raw, limit);
  checkJsonDepth(text);
  return text;
}

/** A route's JSON body parsed (as readJsonText reads it); null when it is not JSON. */
export async function readJsonOrNull(c: Context, limit: number): Promise<unknown> {
  const text = await readJsonText(c, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
