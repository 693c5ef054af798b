import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin, ResolvedConfig } from 'vite';
import { isApiPath } from '../../server/paths.ts';
import {
  BASE_SECURITY_HEADERS,
  CSP_REPORT_PATH,
  pageHeaderOptionsFromEnv,
  pageSecurityHeaders,
  type PageHeaderOptions,
} from '../../server/http/security-headers.ts';

/**
 * Pictures and sound from any loopback port over http, on the local servers only: the standalone API
 * (`npm run server`) and the end-to-end tests' private APIs name media on their own origin. The page
 * server allows https media only (and the API's origin).
 */
const LOOPBACK_MEDIA = ['http://127.0.0.1:*', 'http://localhost:*'] as const;

/**
 * The page's security headers in `npm start` and `npm run preview` (server/http/security-headers.ts
 * builds them, as for the production page server): the origins the page calls come from the VITE_*
 * variables the page is built with, and violations are reported to the local API's sink.
 * - preview: the CSP is enforced, as the page server sends it (plus media on loopback ports), so the
 *   end-to-end tests run the app under it; its hashes are those of the built index.html (a share
 *   page's: of its own HTML).
 * - dev: report-only. Vite's dev server adds inline scripts (its client and the React refresh
 *   preamble) and may change them on any edit; the policy is computed from each HTML page as sent,
 *   and whatever it would have refused is only reported.
 */
export function pageHeaderOptions(config: Pick<ResolvedConfig, 'env'>, mode: 'dev' | 'preview'): PageHeaderOptions {
  const env = config.env as Record<string, string | undefined>;
  return {
    ...pageHeaderOptionsFromEnv(env),
    mediaSources: LOOPBACK_MEDIA,
    reportUri: CSP_REPORT_PATH,
    reportOnly: mode === 'dev',
  };
}

const setAll = (res: ServerResponse, headers: Readonly<Record<string, string>>) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
};

const hasPolicy = (res: ServerResponse) =>
  res.hasHeader('content-security-policy') || res.hasHeader('content-security-policy-report-only');

/** Dev: the CSP of each HTML page from the page itself, set just before Vite sends it. */
export function devPageHeaders(options: PageHeaderOptions): Connect.NextHandleFunction {
  return (req, res, next) => {
    setAll(res, BASE_SECURITY_HEADERS);
    if (isApiPath(req.url ?? '')) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const isHtml = /^text\/html/.test(String(res.getHeader('content-type') ?? ''));
      if (isHtml && !res.headersSent && !hasPolicy(res) && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
        setAll(res, pageSecurityHeaders(chunk.toString(), options));
      }
      return end(...args);
    }) as ServerResponse['end'];
    next();
  };
}

/** Preview: the built index.html's policy on every answer but the API's (a share page sets its own). */
export function previewPageHeaders(indexHtml: string | null, options: PageHeaderOptions): Connect.NextHandleFunction {
  const page = indexHtml === null ? null : pageSecurityHeaders(indexHtml, options);
  return (req, res, next) => {
    setAll(res, BASE_SECURITY_HEADERS);
    if (page && !isApiPath(req.url ?? '')) setAll(res, page);
    next();
  };
}

export function securityHeaders(): Plugin {
  return {
    name: 'talkie-security-headers',
    configureServer(server) {
      server.middlewares.use(devPageHeaders(pageHeaderOptions(server.config, 'dev')));
    },
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, 'index.html');
      let indexHtml: string | null = null;
      try {
        indexHtml = readFileSync(file, 'utf8');
      } catch {
        server.config.logger.warn(`[security-headers] no ${file}: pages are served without a Content-Security-Policy`);
      }
      server.middlewares.use(previewPageHeaders(indexHtml, pageHeaderOptions(server.config, 'preview')));
    },
  };
}
