/**
 * The security headers of `npm run preview` (enforced, from the built index.html) and `npm start`
 * (report-only, from each HTML page as Vite sends it), behind stand-ins for Vite's own middlewares.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connect } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from '../../../server/http/security-headers';
import { devPageHeaders, pageHeaderOptions, previewPageHeaders } from '../../../scripts/vite/security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE =
  '<!doctype html><html><head><script>fit()</script></head><body><script type="module" src="/assets/boot.js"></script></body></html>';
/** What Vite's dev server sends: its client and the React refresh preamble added to the page. */
const DEV_PAGE =
  '<!doctype html><html><head><script type="module">import "/@react-refresh"</script><script>fit()</script></head><body></body></html>';

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server running `middleware`, then `vite` as Vite would answer. */
async function serve(
  middleware: Connect.NextHandleFunction,
  vite: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<string> {
  server = createServer((req, res) => middleware(req as Connect.IncomingMessage, res, () => vite(req, res)));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const html = (body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('Content-Type', 'text/html');
  res.end(body);
};

describe('the preview server’s headers', () => {
  const options = pageHeaderOptions({ env: { VITE_API_BASE_URL: 'http://192.168.1.5:8787' } }, 'preview');

  it('enforce the built page’s CSP, reported to the local sink, with the API the page was built for', async () => {
    const at = await serve(previewPageHeaders(PAGE, options), html(PAGE));
    const answer = await fetch(`${at}/help/faq`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha256('fit()')};`);
    expect(policy).toContain("connect-src 'self' http://192.168.1.5:8787;");
    // The standalone and the tests' private APIs serve media over http on loopback ports.
    expect(policy).toContain(
      "img-src 'self' data: blob: https: http://192.168.1.5:8787 http://127.0.0.1:* http://localhost:*;",
    );
    expect(policy).toContain(
      "media-src 'self' data: blob: https: http://192.168.1.5:8787 http://127.0.0.1:* http://localhost:*;",
    );
    expect(policy).toContain(`report-uri ${CSP_REPORT_PATH}; report-to csp`);
    expect(answer.headers.get('content-security-policy-report-only')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('leave the API’s answers their own policy, still nosniff', async () => {
    const at = await serve(previewPageHeaders(PAGE, options), (_req, res) => res.end('{}'));
    const answer = await fetch(`${at}/weaver/api/v1/share/chat`);
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('without a build: the other headers, no CSP', async () => {
    const at = await serve(previewPageHeaders(null, options), html(PAGE));
    const answer = await fetch(`${at}/`);
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('the dev server’s headers', () => {
  const options = pageHeaderOptions({ env: {} }, 'dev');

  it('report only, with the hashes of the page as Vite sends it (its preamble included)', async () => {
    const at = await serve(devPageHeaders(options), html(DEV_PAGE));
    const answer = await fetch(`${at}/`);
    expect(answer.headers.get('content-security-policy')).toBeNull();
    const policy = answer.headers.get('content-security-policy-report-only') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha256('import "/@react-refresh"')} ${sha256('fit()')};`);
    expect(policy).toContain(`report-uri ${CSP_REPORT_PATH}`);
    expect(answer.headers.get('reporting-endpoints')).toBe(`csp="${CSP_REPORT_PATH}"`);
  });

  it('keep a policy a page already set (a rendered share page), and set none on scripts or the API', async () => {
    let at = await serve(devPageHeaders(options), (_req, res) => {
      res.setHeader('Content-Security-Policy-Report-Only', 'its own');
      html(DEV_PAGE)(_req, res);
    });
    expect((await fetch(`${at}/share/chat`)).headers.get('content-security-policy-report-only')).toBe('its own');
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    at = await serve(devPageHeaders(options), (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.end('export {}');
    });
    const script = await fetch(`${at}/src/main.tsx`);
    expect(script.headers.get('content-security-policy-report-only')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
