import * as v from 'valibot';
import { API_PREFIX, defineEndpoint, timestampMs } from './endpoint';

/** Same value as `config.errorReportPath` in src/platform/config.ts. */
export const ClientErrorPaths = {
  errorReport: `${API_PREFIX}/client/error_report`,
} as const;

export const MAX_ERROR_REPORTS_PER_CALL = 50;

export const ClientErrorReportSchema = v.object({
  /** Lets the server drop a report sent twice (optional). */
  report_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  level: v.picklist(['error', 'warning', 'info']),
  /** Error kind, e.g. http_error, bridge_error, render_error, inject_bridge_sdk_error. */
  name: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(128)),
  message: v.pipe(v.string(), v.maxLength(4096)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(16 * 1024))),
  /** Page URL where it happened. */
  page_url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  /** Free-form details: for failed calls the path, method, status, body and query. */
  extra: v.optional(v.record(v.string(), v.unknown())),
  occurred_at_ms: timestampMs(),
});
export type ClientErrorReport = v.InferInput<typeof ClientErrorReportSchema>;

export const ClientErrorReportRequestSchema = v.object({
  reports: v.pipe(
    v.array(ClientErrorReportSchema),
    v.minLength(1, 'must hold at least one report'),
    v.maxLength(MAX_ERROR_REPORTS_PER_CALL, `must hold at most ${MAX_ERROR_REPORTS_PER_CALL} reports`),
  ),
});
export type ClientErrorReportRequest = v.InferInput<typeof ClientErrorReportRequestSchema>;

export const ClientErrorReportDataSchema = v.object({ accepted: v.number(), duplicates: v.number() });

export const reportClientErrors = defineEndpoint({
  path: ClientErrorPaths.errorReport,
  token: 'optional',
  request: ClientErrorReportRequestSchema,
  data: ClientErrorReportDataSchema,
  maxBodyBytes: 512 * 1024,
});
