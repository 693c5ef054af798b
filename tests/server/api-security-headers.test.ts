/**
 * What every answer of the API carries, and how it serves files: nosniff everywhere; media and uploads
 * inert as documents (sandbox CSP) with a Content-Disposition; a GIF that is also an HTML page stays a
 * GIF; a path with broken percent-encoding is refused with 400 and the status envelope, never a 500.
 * Also the sink of the browser's own CSP violation reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { uploadCreatorImage } from '../../src/api/contract/creator';
import { uploadImage } from '../../src/api/contract/help';
import { mediaDisposition } from '../../server/http/api-security';
import { CSP_REPORT_PATH, MEDIA_CSP } from '../../server/http/security-headers';
import { loginAs, startInProcess } from './support';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkie-headers-'));
const t = startInProcess({ config: { dataDir } });
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => t.control.reset());

const get = (pathname: string, init: RequestInit = {}) => t.api.fetch(new Request(`http://localhost${pathname}`, init));

/** A GIF by its first bytes whose rest is an HTML page with a script: what an attacker uploads. */
const POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0]),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);

describe('every answer of the API', () => {
  it('says its type is the one to read (nosniff): calls, refusals, unknown paths, preflights and media', async () => {
    const answers = [
      await get('/weaver/api/v1/share/chat?chat_id=chat_en'),
      await get('/weaver/api/v1/no/such/call'),
      await get('/weaver/api/v1/account/login', {
        method: 'OPTIONS',
        headers: { origin: 'https://talkie-ai.com', 'access-control-request-method': 'POST' },
      }),
      await get('/weaver/media/avatar/u_1.svg'),
      await get('/weaver/media/nothing/here.txt'),
      await get('/weaver/uploads/00000000000000000000000000000000.png'),
    ];
    for (const answer of answers) expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
  });
});

describe('media the API generates', () => {
  it.each([
    ['/weaver/media/avatar/u_1.svg', 'image/svg+xml', 'inline; filename="u_1.svg"'],
    ['/weaver/media/clip/c_1.svg', 'image/svg+xml', 'inline; filename="c_1.svg"'],
    ['/weaver/media/audio/voice_1.wav', 'audio/wav', 'inline; filename="voice_1.wav"'],
  ])('%s is %s, shown inline under its own name, and inert as a document', async (pathname, type, disposition) => {
    const answer = await get(pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('content-disposition')).toBe(disposition);
    expect(answer.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a media answer that is not a file gets no Content-Disposition, still the inert CSP', async () => {
    const answer = await get('/weaver/media/nothing/here.txt');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-disposition')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toBe(MEDIA_CSP);
  });
});

describe('uploaded files', () => {
  it('a creator upload that is a GIF and an HTML page at once is served as a GIF that cannot run as a page', async () => {
    const c = t.newClient();
    await loginAs(c, 'viewer');
    const { url } = await c.call(uploadCreatorImage, { data_base64: POLYGLOT.toString('base64') });
    const served = await t.api.fetch(new Request(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const id = new URL(url).pathname.split('/').pop() ?? '';
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${id}.gif"`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(POLYGLOT);
  });

  it('a help-form upload is served the same way', async () => {
    const c = t.newClient();
    await loginAs(c, 'viewer');
    const { url } = await c.call(uploadImage, { data_base64: POLYGLOT.toString('base64') });
    const served = await t.api.fetch(new Request(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="${new URL(url).pathname.split('/').pop()}"`,
    );
  });
});

describe('the Content-Disposition of a file', () => {
  it('keeps letters, digits, dot, dash and underscore of the name, and adds the extension of its type', () => {
    expect(mediaDisposition('/weaver/media/upload/up_1a', 'image/png')).toBe('inline; filename="up_1a.png"');
    expect(mediaDisposition('/weaver/media/avatar/a"b;c%0D.svg', 'image/svg+xml')).toBe(
      'inline; filename="a_b_c_0D.svg"',
    );
    expect(mediaDisposition('/weaver/media/promo/clip.mp4', 'video/mp4; codecs=avc1')).toBe(
      'inline; filename="clip.mp4"',
    );
    expect(mediaDisposition('/weaver/media/x/..', 'image/gif')).toBe('inline; filename="file.gif"');
  });

  it('makes anything a page would not show inline an attachment', () => {
    expect(mediaDisposition('/weaver/uploads/a.bin', 'application/octet-stream')).toBe('attachment; filename="a.bin"');
    expect(mediaDisposition('/weaver/uploads/a.html', 'text/html')).toBe('attachment; filename="a.html"');
  });
});

describe('a path with broken percent-encoding', () => {
  it.each([
    '/weaver/media/avatar/%E0%A4%A.svg',
    '/weaver/media/%ZZ/a.svg',
    '/weaver/media/upload/%E0',
    '/weaver/uploads/%E0%A4%A.png',
    '/weaver/api/v1/share/%E0%A4%A',
    '/__control/%C0',
  ])('%s answers 400 with the status envelope', async (pathname) => {
    const answer = await get(pathname);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.json()).toEqual({
      base_resp: { status_code: StatusCode.InvalidParam, status_msg: 'the path has a broken percent-encoding' },
    });
  });

  it('an encoded path that reads well is served as before', async () => {
    const answer = await get('/weaver/media/avatar/u%5F1.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('CSP violation reports', () => {
  const post = (body: string, type: string) =>
    get(CSP_REPORT_PATH, { method: 'POST', headers: { 'content-type': type }, body });

  it('are taken in the report-uri format and stored in the error sink', async () => {
    const answer = await post(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/help/faq',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          disposition: 'report',
          'line-number': 12,
          'script-sample': 'alert(1)',
        },
      }),
      'application/csp-report',
    );
    expect(answer.status).toBe(204);
    expect(await t.control.errorReports()).toEqual([
      expect.objectContaining({
        level: 'warning',
        name: 'csp_violation',
        message: 'script-src-elem refused inline',
        page_url: 'http://localhost/help/faq',
        extra: {
          directive: 'script-src-elem',
          blocked: 'inline',
          disposition: 'report',
          source_file: '',
          line: 12,
          sample: 'alert(1)',
        },
      }),
    ]);
  });

  it('are taken in the Reporting API format, other report types left out', async () => {
    const answer = await post(
      JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost/share/chat',
          body: {
            documentURL: 'http://localhost/share/chat',
            effectiveDirective: 'img-src',
            blockedURL: 'http://evil.test/x.png',
            disposition: 'enforce',
          },
        },
        { type: 'deprecation', url: 'http://localhost/', body: { id: 'x' } },
      ]),
      'application/reports+json',
    );
    expect(answer.status).toBe(204);
    const stored = await t.control.errorReports();
    expect(stored.map((r) => [r.name, r.message, r.page_url])).toEqual([
      ['csp_violation', 'img-src refused http://evil.test/x.png', 'http://localhost/share/chat'],
    ]);
  });

  it('store nothing for a body that is not a report, and refuse one too large (413)', async () => {
    expect((await post('not json', 'application/csp-report')).status).toBe(204);
    expect((await post(JSON.stringify({ hello: 'world' }), 'application/json')).status).toBe(204);
    expect(
      (await post(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(70 * 1024) } }), 'application/csp-report'))
        .status,
    ).toBe(413);
    expect(await t.control.errorReports()).toEqual([]);
  });
});
