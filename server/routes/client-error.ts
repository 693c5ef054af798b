import type { Hono } from 'hono';
import { MAX_ERROR_REPORTS_PER_CALL, reportClientErrors } from '../../src/api/contract/client-error';
import type { ApiDeps, AppEnv } from '../context';
import { CSP_REPORT_PATH } from '../http/security-headers';
import { readJsonText } from '../http/body-reader';
import { mountEndpoint } from '../http/pipeline';

/** A browser's CSP report is small; more than this is not one. */
const MAX_CSP_REPORT_BYTES = 64 * 1024;

/** The sink of client error reports; tests read them back through the control API. */
export function mountClientErrorRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  // Prepared per call, on the connection of the moment (a test-mode reset replaces it).
  const insertStatement = () =>
    deps.db.prepare(`INSERT OR IGNORE INTO client_errors (report_id, user_id, level, name, message, payload, received_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
  mountEndpoint(app, deps, reportClientErrors, (input, ctx) => {
    const accepted = deps.db.transaction(() => {
      const insert = insertStatement();
      let stored = 0;
      for (const report of input.reports) {
        const userId = ctx.userId ?? ctx.query.user_id ?? null;
        stored += insert.run(report.report_id ?? null, userId, report.level, report.name, report.message, JSON.stringify(report), ctx.now).changes;
      }
      return stored;
    })();
    return { accepted, duplicates: input.reports.length - accepted };
  });

  // Content-Security-Policy violations the browser reports on its own (report-uri and report-to):
  // unsigned, in the browser's formats, stored in the same sink as `csp_violation` warnings.
  app.post(CSP_REPORT_PATH, async (c) => {
    const text = await readJsonText(c, MAX_CSP_REPORT_BYTES);
    const violations = cspViolations(text).slice(0, MAX_ERROR_REPORTS_PER_CALL);
    const now = deps.clock.now();
    deps.db.transaction(() => {
      const insert = insertStatement();
      for (const violation of violations) {
        const report = { level: 'warning', name: 'csp_violation', message: violation.message, page_url: violation.page_url, extra: violation.extra, occurred_at_ms: now };
        insert.run(null, null, report.level, report.name, report.message, JSON.stringify(report), now);
      }
    })();
    return c.body(null, 204);
  });
}

interface CspViolation {
  message: string;
  page_url: string;
  extra: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2048) : '');

/**
 * The violations of a report body: `{"csp-report": {...}}` (report-uri, `application/csp-report`) or
 * `[{"type": "csp-violation", "url", "body": {...}}]` (report-to, `application/reports+json`).
 * Anything else holds none.
 */
export function cspViolations(body: string): CspViolation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const one = (fields: Record<string, unknown>, pageUrl: unknown): CspViolation => {
    const directive = text(fields['effective-directive'] ?? fields.effectiveDirective ?? fields['violated-directive']);
    const blocked = text(fields['blocked-uri'] ?? fields.blockedURL);
    return {
      message: `${directive || 'a directive'} refused ${blocked || 'a resource'}`,
      page_url: text(pageUrl),
      extra: {
        directive,
        blocked,
        disposition: text(fields.disposition),
        source_file: text(fields['source-file'] ?? fields.sourceFile),
        line: typeof (fields['line-number'] ?? fields.lineNumber) === 'number' ? (fields['line-number'] ?? fields.lineNumber) : null,
        sample: text(fields['script-sample'] ?? fields.sample).slice(0, 80),
      },
    };
  };
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(parsed) && isObject(parsed['csp-report'])) {
    const report = parsed['csp-report'];
    return [one(report, report['document-uri'])];
  }
  if (Array.isArray(parsed)) {
    return parsed
      .filter((r): r is Record<string, unknown> => isObject(r) && r.type === 'csp-violation' && isObject(r.body))
      .map((r) => {
        const body = r.body as Record<string, unknown>;
        return one(body, body.documentURL ?? r.url);
      });
  }
  return [];
}
