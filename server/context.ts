import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { FaultRegistry } from './control/faults';
import type { RequestLog } from './control/request-log';
import type { ReportBudget } from './http/report-budget';
import type { RiskControl } from './http/risk-control';
import type { AdjustableClock } from './services/clock';
import type { SmsOutbox } from './services/sms-sender';
import type { VerifyCodes } from './services/verify-codes';

/** What every route needs: one instance per app. */
export interface ApiDeps {
  db: Db;
  config: ServerConfig;
  clock: AdjustableClock;
  risk: RiskControl;
  /** What the report sinks (events, error and CSP reports) may still store per address and account. */
  reports: ReportBudget;
  /** One-time codes for phone logins. */
  verifyCodes: VerifyCodes;
  /** Test mode only: the codes "sent", for the control API. */
  smsOutbox: SmsOutbox | null;
  /** Test mode only. */
  faults: FaultRegistry | null;
  requestLog: RequestLog | null;
}

export type AppEnv = {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    /** The request body as received (also what the signature covers). */
    rawBody: string;
    /** base_resp.status_code of the answer, for the request log. */
    baseStatus: number;
    /** Kind of the fault injected into this request (test mode). */
    fault: string;
  };
};
