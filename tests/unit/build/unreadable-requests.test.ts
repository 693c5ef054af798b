import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { Connect } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerClientErrors,
  pagesReadNoBody,
  spaPathWithBrokenEncoding,
} from '../../../scripts/vite/unreadable-requests';
import { chunkedUpload } from '../../server/support/chunked-upload';

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * The dev and preview servers' answers to addresses they cannot read (the end-to-end tests check the
 * same in the browser against `vite preview`).
 */
describe('unreadable requests', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    // Stands in for Vite: what the middleware passes on is echoed with the URL Vite would then serve.
    server = createServer((req, res) =>
      spaPathWithBrokenEncoding(req as Connect.IncomingMessage, res, () => {
        res.end(`vite serves ${req.url}`);
      }),
    );
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, method = 'GET') => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, { method });
    return { status: answer.status, text: await answer.text() };
  };

  it.each(['/share/memory/%E0%A4%A', '/%ZZ', '/share/chat_history/abc%', '/rank/%E0?x=1'])(
    'hands %s to the app as index.html',
    async (path) => {
      expect(await get(path)).toEqual({ status: 200, text: 'vite serves /' });
    },
  );

  it('leaves readable paths, query strings it cannot decode, API calls and other methods alone', async () => {
    expect(await get('/share/memory/memory_en')).toEqual({ status: 200, text: 'vite serves /share/memory/memory_en' });
    expect(await get('/share/chat?chat_id=%E0%A4%A')).toEqual({
      status: 200,
      text: 'vite serves /share/chat?chat_id=%E0%A4%A',
    });
    expect(await get('/weaver/api/v1/%E0', 'POST')).toEqual({ status: 200, text: 'vite serves /weaver/api/v1/%E0' });
    expect(await get('/share/%E0', 'POST')).toEqual({ status: 200, text: 'vite serves /share/%E0' });
  });

  it('answers a broken asset or file address with a plain 404', async () => {
    expect(await get('/assets/%E0')).toEqual({ status: 404, text: 'Not found' });
    expect(await get('/favicon%E0.ico')).toEqual({ status: 404, text: 'Not found' });
  });

  it('answers a request line over the header limit (a URL of about 20 KB) with our page and 431', async () => {
    const answer = await rawRequest(port, `GET /share/chat?pad=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toContain('Content-Type: text/html; charset=utf-8');
    expect(head).toContain('X-Content-Type-Options: nosniff');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(body).toContain('<h1>This link is too long to open</h1>');
    expect(body).toContain('<a href="/">go to Talkie</a>');
  });

  it('answers a request it cannot parse with 400', async () => {
    const answer = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request')).toBe(true);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
  });
});

describe('a body sent to the dev and preview servers’ pages', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    // Stands in for Vite behind the middleware: it answers without reading the body, as its pages do.
    server = createServer((req, res) => pagesReadNoBody(req as Connect.IncomingMessage, res, () => res.end('page')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is not read: the answer closes the connection instead of taking a 48 MiB chunked upload', async () => {
    const upload = await chunkedUpload(port, '/share/chat', 48 * 1024 * 1024);
    expect(upload).toMatchObject({ statusLine: 'HTTP/1.1 200 OK', closed: true });
    expect(upload.sent).toBeLessThan(48 * 1024 * 1024);
  });

  it('is left to the API under its paths (it reads its own, with limits)', async () => {
    const upload = await chunkedUpload(port, '/weaver/api/v1/client/csp_report', 4 * 1024 * 1024);
    expect(upload).toMatchObject({ statusLine: 'HTTP/1.1 200 OK', closed: false, sent: 4 * 1024 * 1024 });
  });
});
