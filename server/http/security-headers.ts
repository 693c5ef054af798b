/**
 * The security headers of the web client's pages, in one place for the three servers that send them:
 * the production page server (server/serve.ts), `npm run preview` and `npm start`
 * (scripts/vite/security-headers.ts). README "Security headers" says what each one is for.
 *
 * The Content-Security-Policy allows the page's inline scripts by their SHA-256 hashes, computed from
 * the very HTML that is sent (the rem layout and route preload scripts of index.html, the boot script
 * of a server-rendered share page), so no 'unsafe-inline' for scripts. The share pages' hydration data
 * is `<script type="application/json">`, which is data and never executes: CSP does not need to allow it.
 *
 * Plain Node code with no dependency: the page server runs with the production dependencies only.
 */
import { createHash } from 'node:crypto';

/** Where the API takes CSP violation reports (application/csp-report and application/reports+json). */
export const CSP_REPORT_PATH = '/weaver/api/v1/client/csp_report';

/** The name of the reporting endpoint in `Reporting-Endpoints` and the policy's `report-to`. */
const REPORT_GROUP = 'csp';

/**
 * Sent with every answer of the page servers. nosniff: a file is only ever what its Content-Type says
 * (no script or page made of an image). The referrer keeps the origin only across origins (share ids
 * and invitation codes in the path and query stay on our side). Permissions the page never asks for
 * are denied to it and to anything it could embed: the help forms' file inputs pick photos without
 * the camera permission. Web share and the clipboard stay allowed (share and invitation pages use them).
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), xr-spatial-tracking=()',
  // For browsers older than frame-ancestors (the CSP says the same).
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Files people upload and media the API serves: never a page. `sandbox` makes a document opened from
 * such a URL (an HTML polyglot, an SVG with a script) a unique origin with no script; `default-src
 * 'none'` lets it load nothing. Inline styles stay so a generated SVG opened on its own still looks right.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface PageCspOptions {
  /** Sources of the inline scripts the page runs: `'sha256-…'` (see inlineScriptHashes). */
  readonly scriptHashes: readonly string[];
  /**
   * Origins the page calls besides its own: the Weaver API when it is on another origin
   * (VITE_API_BASE_URL), a hosted error sink (VITE_ERROR_REPORT_ENDPOINT).
   */
  readonly connectOrigins?: readonly string[];
  /** More sources of pictures, sound and video (the local servers: APIs on loopback ports, over http). */
  readonly mediaSources?: readonly string[];
  /** Where violation reports go (report-uri and report-to); none when unset. */
  readonly reportUri?: string | undefined;
}

/** Inline scripts that execute: no `src`, and a JavaScript type (classic or module), not JSON data. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(javascript|ecmascript)$/.test(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * `'sha256-…'` of each inline script of the HTML. The browser hashes the script's text as parsed,
 * where a CR LF or lone CR is already a LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** `https://api.example.com` of a URL, or null for an empty, relative or unreadable one. */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy.
 * - script-src: the app's own files and the inline scripts by hash. No 'strict-dynamic': index.html
 *   loads its entry with a plain `<script src>` that would then need a nonce, and every chunk is ours.
 * - style-src 'unsafe-inline': React's style attributes and index.html's `<style>`; styles cannot run code.
 * - img-src and media-src: pictures, voices and videos come from the API's media hosts and CDNs (any
 *   https origin), picked photos are previewed as blob: URLs, WeChat's JS-SDK reports with an image
 *   to open.weixin.qq.com.
 * - connect-src: the page's own origin and the API's.
 * - object-src and base-uri 'none', form-action 'self', frame-ancestors 'self': no plugins, no
 *   `<base>` that moves the scripts' URLs, no form posted elsewhere, no framing by another site.
 */
export function pageContentSecurityPolicy(options: PageCspOptions): string {
  const apis = [...new Set(options.connectOrigins ?? [])];
  const media = [...new Set([...apis, ...(options.mediaSources ?? [])])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...media],
    ['media-src', "'self'", 'data:', 'blob:', 'https:', ...media],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...apis],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  if (options.reportUri) directives.push(['report-uri', options.reportUri], ['report-to', REPORT_GROUP]);
  return directives.map((d) => d.join(' ')).join('; ');
}

export interface PageHeaderOptions extends Omit<PageCspOptions, 'scriptHashes'> {
  /** Report violations only (`npm start`: Vite's dev server adds inline scripts of its own). */
  readonly reportOnly?: boolean;
}

/** Every security header of an HTML page, its CSP allowing exactly the inline scripts of `html`. */
export function pageSecurityHeaders(html: string, options: PageHeaderOptions = {}): Record<string, string> {
  const policy = pageContentSecurityPolicy({ ...options, scriptHashes: inlineScriptHashes(html) });
  return {
    ...BASE_SECURITY_HEADERS,
    [options.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']: policy,
    ...(options.reportUri ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${options.reportUri}"` } : {}),
  };
}

/**
 * The page's options from the environment of the server that sends it: VITE_API_BASE_URL and
 * VITE_ERROR_REPORT_ENDPOINT as the page was built with them (the origins it calls), and
 * TALKIE_CSP_REPORT_URI (where violations are reported; unset: not reported).
 */
export function pageHeaderOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): PageHeaderOptions {
  const connectOrigins = [originOf(env.VITE_API_BASE_URL), originOf(env.VITE_ERROR_REPORT_ENDPOINT)].filter(
    (o): o is string => o !== null,
  );
  return { connectOrigins, reportUri: env.TALKIE_CSP_REPORT_URI || undefined };
}

/** False for a path whose percent-encoding is broken (`/a/%E0%A4%A`): no server can read it. */
export function isReadablePath(path: string): boolean {
  try {
    // The result is used on purpose: the config bundler drops a bare call of a pure global.
    return typeof decodeURIComponent(path) === 'string';
  } catch {
    return false;
  }
}
