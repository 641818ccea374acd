import Fastify, { type FastifyInstance } from 'fastify';
import { installBrands } from '@portal/brands';
import type { Config, TrustProxy } from './config.js';
import type { Db } from './db/database.js';
import { registerAuth } from './http/auth.js';
import type { AppModule, ModuleContext } from './http/context.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerDiskGuard, type DiskGuard } from './http/disk-space.js';
import { createReadiness, registerHealth, type Readiness } from './http/health.js';
import { createMetrics, registerMetrics } from './http/metrics.js';
import { securityHeaders } from './http/security-headers.js';
import { registerCompression, registerStatic } from './http/static.js';
import { accountsModule } from './modules/accounts/routes.js';
import { addressesModule } from './modules/addresses/routes.js';
import { auditModule } from './modules/audit/routes.js';
import { devOutboxModule, devOutboxSink } from './modules/dev-outbox/routes.js';
import { dataPullModule } from './modules/datapull/routes.js';
import { recordsModule } from './modules/records/routes.js';
import { gatepassModule } from './modules/gatepass/routes.js';
import { hipaaModule } from './modules/hipaa/routes.js';
import { studiesModule } from './modules/studies/routes.js';
import { identityModule } from './modules/identity/routes.js';
import { sharingModule } from './modules/sharing/routes.js';
import { insightsModule } from './modules/insights/routes.js';
import { labOrdersModule } from './modules/lab-orders/routes.js';
import { insuranceModule } from './modules/insurance/routes.js';
import { profileModule } from './modules/profile/routes.js';
import { phonesModule } from './modules/phones/routes.js';
import { configuredChannels, routeMessages, type Messenger } from './providers/messaging/index.js';
import { createBlobStore, type BlobStore } from './providers/blobs/index.js';
import { feedbackModule } from './modules/feedback/routes.js';
import { settingsModule } from './modules/settings/routes.js';
import { maintenanceModule } from './modules/maintenance/routes.js';
import { recoveryModule } from './modules/recovery/routes.js';
import { jobsModule } from './modules/jobs/routes.js';
import { JobRunner } from './modules/jobs/service.js';
import { notificationsModule } from './modules/notifications/routes.js';
import type { ResolveFhirAccess } from './modules/fhir-api/access.js';
import { fhirApiModule } from './modules/fhir-api/routes.js';
import { patientAppsModule } from './modules/patient-apps/routes.js';

/** Every module, in registration order. A new module adds one line here. Audit first: its hook sees every route. */
export const MODULES: AppModule[] = [
  auditModule,
  recordsModule,
  dataPullModule,
  accountsModule,
  gatepassModule,
  devOutboxModule,
  identityModule(),
  hipaaModule,
  addressesModule(),
  sharingModule,
  studiesModule,
  insightsModule,
  settingsModule,
  feedbackModule,
  labOrdersModule(),
  profileModule,
  insuranceModule,
  phonesModule,
  maintenanceModule(),
  recoveryModule,
  notificationsModule,
  jobsModule,
  patientAppsModule,
];

/**
 * Every /v1 request body is a small JSON form; a route that takes more (ID images) sets its own `bodyLimit`.
 * Anything larger is refused with 413 PAYLOAD_TOO_LARGE before it is parsed.
 */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Replaces the configured SMS/email adapters (tests capture messages here). */
  messenger?: Messenger;
  /** Replaces the configured blob store (tests). */
  blobs?: BlobStore;
  /** Where logs go (tests capture them); stdout otherwise. */
  logStream?: { write(line: string): void };
  now?: () => Date;
  /** Extra modules (tests, or features being integrated). */
  modules?: AppModule[];
  /** The environment a module reads its own settings from (tests); process.env otherwise. */
  env?: NodeJS.ProcessEnv;
  /** What an app's bearer token reads at the FHIR API (tests pass a double); the authorization server's otherwise. */
  fhirAccess?: ResolveFhirAccess;
  /** Watches the data folder's free space (main.ts); without it nothing is refused for want of space. */
  disk?: DiskGuard;
}

/** Only what is needed to follow a request: never the query string, headers, body or client address. */
const logSerializers = {
  req: (req: { method: string; url: string; id?: string }) => ({
    id: req.id,
    method: req.method,
    path: req.url.split('?')[0],
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: (err: { name?: string; code?: string }) => ({ type: err.name, code: err.code }),
};

/**
 * Fastify's own hop count trusts nothing (it fails closed), so a count becomes proxy-addr's function: the
 * socket's peer and the next n-1 addresses from the right of X-Forwarded-For are proxies, the one before them
 * the client. A count cannot tell a proxy from a client that reached the port directly; prefer a CIDR list
 * unless the port is reachable only through the proxies.
 */
export function trustedHops(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface App extends FastifyInstance {
  portalBuilt: boolean;
  /** Every route as `METHOD /url`, as registered: the attack suite's IDOR matrix needs a row for each. */
  routeTable: string[];
  /** What `/readyz` answers; SIGTERM drains it (src/lifecycle.ts). */
  readiness: Readiness;
  /** The background jobs' runner (started with the app when `config.jobs.run`). */
  jobs: JobRunner;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  // One registry per process, fixed at start: every getBrand/resolveBrand of the server reads these brands
  installBrands(config.brands);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Fastify's types insist an error keeps message and stack; ours deliberately drops both.
      serializers: logSerializers as never,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
  }) as unknown as App;

  const sinks = config.devOutbox ? [devOutboxSink({ db, log: app.log })] : [];
  const messenger = routeMessages(
    options.messenger ? { sms: options.messenger, email: options.messenger } : configuredChannels(config),
    sinks,
  );
  const metrics = createMetrics();
  const blobs = options.blobs ?? createBlobStore(config.blobs, config);
  const jobs = new JobRunner({
    db,
    settings: config.jobs,
    now,
    onError: (kind, error) =>
      app.log.warn(
        { kind, type: error instanceof Error ? error.name : typeof error },
        'background job error',
      ),
    onTakenOver: (kind) => metrics.jobTakeovers.labels(kind).inc(),
    onFailed: (kind, dead) => metrics.jobFailures.labels(kind, dead ? 'dead' : 'retry').inc(),
  });
  const ctx: ModuleContext = { config, db, messenger, blobs, now, metrics, jobs };
  const routeTable: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
  });
  app.decorate('routeTable', routeTable);
  app.decorate('jobs', jobs);

  securityHeaders(app, { onfido: config.thirdParties.onfido });
  registerErrorHandling(app);
  registerMetrics(app, metrics, options.env ?? process.env);
  registerCompression(app);
  registerAuth(app, { config, db, now });
  if (options.disk) registerDiskGuard(app, options.disk);
  const readiness = createReadiness({ db, dataDir: config.dataDir, disk: options.disk });
  app.decorate('readiness', readiness);
  registerHealth(app, readiness);
  // issue 30: the FHIR API reads with what the authorization server (patientAppsModule, registered before it)
  // resolves an app's token to; a test may put a double in its place.
  const fhirApi = fhirApiModule({
    resolveAccess: (): ResolveFhirAccess =>
      options.fhirAccess ?? ((request) => app.resolveFhirAccess(request)),
  });
  for (const module of [...MODULES, fhirApi, ...(options.modules ?? [])]) await module(app, ctx);
  app.decorate(
    'portalBuilt',
    await registerStatic(app, config.staticDir, { onfido: config.thirdParties.onfido }),
  );
  return app;
}
