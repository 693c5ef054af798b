/**
 * The local Weaver API as a Hono app: the same app runs standalone (server/main.ts) and inside the
 * Vite dev and preview servers (server/vite-plugin.ts). Tests call it with `app.request()`.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { StatusCode } from '../src/api/contract/codes';
import {
  productionProblems,
  readServerConfig,
  startupWarnings,
  UnsafeProductionConfig,
  type ServerConfig,
} from './config';
import type { ApiDeps, AppEnv } from './context';
import { FaultRegistry } from './control/faults';
import { DroppedConnection, faultInjection, requestLogging } from './control/middleware';
import { RequestLog } from './control/request-log';
import { mountControlRoutes } from './control/routes';
import { openDatabase } from './db/database';
import { replaceableDatabase, seededMemoryDatabase } from './db/seed-snapshots';
import { apiSecurityHeaders } from './http/api-security';
import { BodyRefused } from './http/body-reader';
import { ReportBudget } from './http/report-budget';
import { RiskControl } from './http/risk-control';
import { mountAccountRoutes } from './routes/account';
import { mountActivityRoutes } from './routes/activity';
import { mountCampaignRoutes } from './routes/campaign';
import { mountClientErrorRoutes } from './routes/client-error';
import { mountCreatorRoutes } from './routes/creator';
import { mountEventRoutes } from './routes/event';
import { mountHelpRoutes } from './routes/help';
import { mountInvitationRoutes } from './routes/invitation';
import { mountMediaRoutes } from './routes/media';
import { mountMembershipRoutes } from './routes/membership';
import { mountRankRoutes } from './routes/rank';
import { mountRecordRoutes } from './routes/records';
import { mountShareRoutes } from './routes/share';
import { mountSummerRoutes } from './routes/summer';
import { mountUserRoutes } from './routes/user';
import { needsCampaignSeed, seedCampaign } from './seed/campaign';
import { needsCreatorSeed, seedCreatorTools } from './seed/creator-seed';
import { needsSeed, seedDatabase } from './seed/seed';
import { AdjustableClock } from './services/clock';
import { consoleSender, SmsOutbox, webhookSender, type SmsSender } from './services/sms-sender';
import { removeStaleCreatorUploads } from './services/clone-images';
import { removeStaleUploads } from './services/ticket-images';
import { VerifyCodes } from './services/verify-codes';

export interface ApiAppOptions {
  /** Environment variables to read (default: process.env). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Values that win over the environment (tests). */
  config?: Partial<ServerConfig>;
  /** Source of the real time (tests may fix it); the control API can still shift it. */
  now?: () => number;
  /** Where start-up warnings go (default: console.warn). */
  warn?: (line: string) => void;
}

export interface ApiApp {
  app: Hono<AppEnv>;
  /** The fetch handler: give it to @hono/node-server or call it with a Request. */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  config: ServerConfig;
  deps: ApiDeps;
  /** Closes the database. */
  close: () => void;
}

/** How often unattached uploads past their time are looked for beside uploads and tickets. */
const UPLOAD_SWEEP_MS = 60 * 60 * 1000;

export function createApiApp(options: ApiAppOptions = {}): ApiApp {
  const env = options.env ?? process.env;
  const config = readServerConfig(env, options.config);
  const problems = productionProblems(config, env);
  if (problems.length > 0) throw new UnsafeProductionConfig(problems);
  for (const line of startupWarnings(config, env)) (options.warn ?? console.warn)(`[weaver-api] ${line}`);
  const clock = new AdjustableClock(options.now);
  // Test mode in memory: a copy of the seed's snapshot, replaced by another on each control reset.
  const inMemoryTest = config.testMode && config.databasePath === ':memory:';
  const db = inMemoryTest
    ? replaceableDatabase(seededMemoryDatabase(clock.now(), seedDatabase))
    : openDatabase(config.databasePath, {
        phoneRegion: config.phones.defaultRegion,
        log: options.warn ?? console.warn,
      });
  if (needsSeed(db)) seedDatabase(db, clock.now());
  else {
    // A database seeded before the campaigns or the creator tools existed gets what it lacks, each on its own.
    if (needsCampaignSeed(db)) db.transaction(() => seedCampaign(db, clock.now()))();
    if (needsCreatorSeed(db)) db.transaction(() => seedCreatorTools(db, clock.now()))();
  }

  const faults = config.testMode ? new FaultRegistry() : null;
  const requestLog = config.testMode ? new RequestLog() : null;
  const smsOutbox = config.testMode ? new SmsOutbox() : null;
  const smsSender: SmsSender =
    smsOutbox ?? (config.smsWebhookUrl ? webhookSender(config.smsWebhookUrl) : consoleSender());
  const risk = new RiskControl({
    callsPerMinute: config.riskLimitPerMinute,
    inviteLoginsPerMinute: config.inviteLoginLimitPerMinute,
    newAccountsPerIpPerHour: config.newAccountsPerIpPerHour,
    newAccountsPerDevicePerHour: config.newAccountsPerDevicePerHour,
  });
  const reports = new ReportBudget(config.reportBudget, (line) =>
    (options.warn ?? console.warn)(`[weaver-api] ${line}`),
  );
  const deps: ApiDeps = {
    db,
    config,
    clock,
    risk,
    reports,
    verifyCodes: new VerifyCodes(config.verifyCodes, smsSender),
    smsOutbox,
    faults,
    requestLog,
  };

  const app = new Hono<AppEnv>();
  app.use('*', apiSecurityHeaders()); // nosniff, media headers, 400 for a broken path: http/api-security.ts
  // A phone or another origin may call the standalone server; cookies are sent (SPEC §7).
  app.use(
    '/weaver/*',
    cors({
      origin: (origin) => origin || '*',
      credentials: true,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  if (config.logRequests) {
    app.use('/weaver/api/*', async (c, next) => {
      const started = performance.now();
      await next();
      console.log(
        `${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${c.get('baseStatus') ?? '-'} ${(performance.now() - started).toFixed(1)}ms`,
      );
    });
  }
  // Stryker disable next-line LogicalOperator: both are made together, from the same config.testMode: never one without the other
  if (faults && requestLog) {
    app.use(
      '/weaver/api/*',
      requestLogging(requestLog, () => clock.now()),
    );
    app.use('/weaver/*', faultInjection(faults));
    mountControlRoutes(app, deps, faults, requestLog);
  }

  mountAccountRoutes(app, deps);
  mountUserRoutes(app, deps);
  mountActivityRoutes(app, deps);
  mountEventRoutes(app, deps);
  mountClientErrorRoutes(app, deps);
  mountShareRoutes(app, deps);
  mountMembershipRoutes(app, deps);
  mountInvitationRoutes(app, deps);
  mountRankRoutes(app, deps);
  mountRecordRoutes(app, deps);
  mountHelpRoutes(app, deps);
  mountCampaignRoutes(app, deps);
  mountSummerRoutes(app, deps);
  mountCreatorRoutes(app, deps);
  mountMediaRoutes(app);

  app.notFound((c) => {
    c.set('baseStatus', StatusCode.NotFound);
    return c.json(
      {
        base_resp: {
          status_code: StatusCode.NotFound,
          status_msg: `no such call: ${c.req.method} ${new URL(c.req.url).pathname}`,
        },
      },
      404,
    );
  });
  app.onError((error, c) => {
    if (error instanceof DroppedConnection) throw error;
    // A body too large or too deeply nested, from whichever route read it (http/body-reader.ts).
    if (error instanceof BodyRefused) {
      c.set('baseStatus', error.code);
      return c.json({ base_resp: { status_code: error.code, status_msg: error.message } }, error.httpStatus);
    }
    console.error('[weaver-api]', error);
    c.set('baseStatus', StatusCode.Internal);
    return c.json({ base_resp: { status_code: StatusCode.Internal, status_msg: 'internal server error' } }, 500);
  });

  // Uploads no ticket or clone names are removed on each upload, ticket and clone, and hourly here, so a
  // server nobody uploads to still forgets them. unref: the timer never keeps a process (or a test run) alive.
  const ttlMs = config.uploadUnattachedTtlSeconds * 1000;
  const sweepUploads = (): void => {
    removeStaleUploads(db, config.dataDir, clock.now(), ttlMs);
    removeStaleCreatorUploads(db, clock.now(), ttlMs);
  };
  const sweep = ttlMs > 0 ? setInterval(sweepUploads, UPLOAD_SWEEP_MS) : null;
  sweep?.unref();

  return {
    app,
    fetch: (request, env) => app.fetch(request, env as AppEnv['Bindings'] | undefined),
    config,
    deps,
    close: () => {
      if (sweep) clearInterval(sweep);
      db.close();
    },
  };
}
