/** A chunked upload over a raw socket, to see whether a server keeps reading a body it does not want. */
import { once } from 'node:events';
import { connect } from 'node:net';

const PIECE = Buffer.alloc(64 * 1024, 0x78);
const CHUNK = Buffer.concat([Buffer.from(`${PIECE.length.toString(16)}\r\n`), PIECE, Buffer.from('\r\n')]);

/**
 * POSTs `path` with a chunked body of up to `maxBytes`, as fast as the server takes it, until the
 * server closes the connection: the answer's status line, the bytes sent and whether it was closed.
 */
export async function chunkedUpload(
  port: number,
  path: string,
  maxBytes: number,
): Promise<{ statusLine: string; sent: number; closed: boolean }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let closed = false;
  let statusLine = '';
  const whenClosed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  socket.on('error', () => undefined); // a write after the server closed: the close event follows
  socket.on('data', (data: Buffer) => (statusLine ||= data.toString('latin1').split('\r\n')[0] ?? ''));
  socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n`);
  let sent = 0;
  while (!closed && sent < maxBytes) {
    sent += PIECE.length;
    if (!socket.write(CHUNK)) await Promise.race([once(socket, 'drain').catch(() => undefined), whenClosed]);
  }
  socket.destroy();
  return { statusLine, sent, closed };
}
