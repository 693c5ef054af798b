import type { Hono } from 'hono';
import { reportClientErrors } from '../../src/api/contract/client-error';
import type { ApiDeps, AppEnv } from '../context';
import { mountEndpoint } from '../http/pipeline';

/** The sink of client error reports; tests read them back through the control API. */
export function mountClientErrorRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const insert = deps.db.prepare(`INSERT OR IGNORE INTO client_errors (report_id, user_id, level, name, message, payload, received_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  mountEndpoint(app, deps, reportClientErrors, (input, ctx) => {
    const accepted = deps.db.transaction(() => {
      let stored = 0;
      for (const report of input.reports) {
        const userId = ctx.userId ?? ctx.query.user_id ?? null;
        stored += insert.run(report.report_id ?? null, userId, report.level, report.name, report.message, JSON.stringify(report), ctx.now).changes;
      }
      return stored;
    })();
    return { accepted, duplicates: input.reports.length - accepted };
  });
}
