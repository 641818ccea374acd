/**
 * The attack suite: starts the BUILT server (dist/main.js, as `npm start` runs it) in a child process on a free
 * loopback port with a fresh data dir, attacks it over HTTP, and prints a report. Exits non-zero on any failure.
 *
 *   npm run attack                      short run (what CI runs): PGlite, and PostgreSQL too when TEST_DATABASE_URL is set
 *   npm run attack -- --soak            200 patients for 10 minutes (on PostgreSQL when TEST_DATABASE_URL is set)
 *   npm run attack -- --only=auth,idor  some cases only (auth, keys, idor, blobs, fuzz, load, crash, abuse, smart, fhir, leaks)
 *   npm run attack -- --seed=42         the fuzzer's seed (printed by every run, so a failure reproduces)
 *   npm run attack -- --db=postgres     one database only (pglite or postgres)
 */
import { networkInterfaces } from 'node:os';
import { abuseLeftoverCases } from './cases/abuse-leftovers.js';
import { abuseShareOpenCases } from './cases/abuse-share-open.js';
import { abuseAccessLogCases } from './cases/abuse-access-log.js';
import { abuseInvitationCases } from './cases/abuse-invitations.js';
import { abuseBrandCases } from './cases/abuse-brands.js';
import { abuseSmartAuthCases } from './cases/abuse-smart-auth.js';
import { SMART_APPS_FILE } from './lib/smart-app.js';
import { abuseFhirCases } from './cases/abuse-fhir.js';
import { abuseLabBrandCases } from './cases/abuse-lab-brands.js';
import { abuseEmailMarkupCases } from './cases/abuse-email-markup.js';
import { abuseRecoveryCases } from './cases/abuse-recovery.js';
import { authCases } from './cases/auth.js';
import { cardPhotoCases } from './cases/card-photos.js';
import { crashCases } from './cases/crash.js';
import { fuzzCases } from './cases/fuzz.js';
import { idorCases } from './cases/idor.js';
import { analyticsAddressCases } from './cases/abuse-analytics.js';
import { analyticsLeakCases, leakCases } from './cases/leaks.js';
import { loadCases } from './cases/load.js';
import { tokenKeyCases } from './cases/token-keys.js';
import { closeAgents } from './lib/http.js';
import { newIdentity } from './lib/patients.js';
import { Report } from './lib/report.js';
import { freshPostgres, ServerProcess, type DatabaseKind } from './lib/server.js';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const soak = args.includes('--soak');
const only = option('only')?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const seed = Number(option('seed') ?? Date.now() % 1_000_000);

export interface RunSettings {
  soak: boolean;
  seed: number;
  fuzzRequests: number;
  load: { patients: number; seconds: number };
}

const settings: RunSettings = {
  soak,
  seed,
  fuzzRequests: Number(option('fuzz') ?? 10_000),
  load: soak
    ? { patients: 200, seconds: 600 }
    : { patients: Number(option('patients') ?? 20), seconds: Number(option('seconds') ?? 20) },
};

/** A non-loopback IPv4 address of this machine, to attack the dev outbox "from outside". */
function outsideAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

async function attack(database: DatabaseKind, databaseUrl?: string): Promise<Report> {
  const report = new Report(`${database}${soak ? ', soak' : ''}, seed ${seed}`);
  // The demo patient's first import (3,000 resources by default) is not under attack: a small one keeps CI short.
  // A job whose worker was killed waits for its lease to run out (30 s by default): 5 s keeps the crash case short.
  // Batches of 5 resources make an import many transactions, so a kill -9 lands between two of them.
  // One registered SMART app, for the authorization server's probes (abuse-smart-auth.ts)
  const env = {
    DEMO_RECORDS_RESOURCES: '300',
    PORTAL_PULL_LEASE_SECONDS: '5',
    PORTAL_PULL_BATCH: '5',
    PORTAL_APPS_FILE: SMART_APPS_FILE,
  };
  const server = new ServerProcess({ database, env, ...(databaseUrl ? { databaseUrl } : {}) });
  const started = performance.now();
  try {
    report.figures['cold start (ms)'] = Math.round(await server.start());
    if (!soak && wanted('auth')) {
      const host = outsideAddress();
      const outside = host ? new ServerProcess({ database: 'PGlite', host }) : undefined;
      try {
        await outside?.start();
        await authCases(server, report, outside ? { nonLoopback: outside } : {});
      } finally {
        await outside?.dispose();
      }
    }
    if (!soak && wanted('keys')) await tokenKeyCases(server, report);
    if (!soak && wanted('idor')) await idorCases(server, report);
    if (!soak && wanted('blobs')) await cardPhotoCases(server, report);
    if (!soak && wanted('fuzz')) await fuzzCases(server, report, settings);
    if (wanted('load')) await loadCases(server, report, settings);
    if (!soak && wanted('crash')) await crashCases(server, report);
    // Abuse last: its patients verify and onboard, which starts record pulls that must not run under the fuzzer's
    // before-and-after snapshot of every patient's rows
    if (!soak && wanted('abuse')) await abuseRecoveryCases(server, report);
    if (!soak && wanted('abuse')) await abuseInvitationCases(server, report);
    if (!soak && wanted('abuse')) await abuseEmailMarkupCases(server, report);
    if (!soak && wanted('abuse')) await abuseLeftoverCases(server, report);
    if (!soak && wanted('abuse')) await abuseShareOpenCases(server, report);
    if (!soak && wanted('abuse')) await abuseAccessLogCases(server, report);
    if (!soak && wanted('abuse')) await abuseBrandCases(server, report);
    if (!soak && wanted('abuse')) await abuseLabBrandCases(server, report);
    if (!soak && (wanted('abuse') || wanted('smart'))) await abuseSmartAuthCases(server, report);
    if (!soak && (wanted('abuse') || wanted('fhir'))) await abuseFhirCases(server, report);
    if (!soak && wanted('abuse')) await analyticsAddressCases(report);
    if (wanted('leaks')) {
      await leakCases(server, report);
      const p = newIdentity();
      await analyticsLeakCases(report, { ...p, street: `17 ${p.last_name} Quay`, code: '482913' });
    }
  } catch (error) {
    report.fail(
      'run',
      'the run finished',
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  } finally {
    await server.dispose();
    closeAgents();
  }
  report.figures['run time (s)'] = Math.round((performance.now() - started) / 1000);
  return report;
}

const reports: Report[] = [];
const pgUrl = process.env.TEST_DATABASE_URL;
const db = option('db');
if (db !== 'postgres' && (!soak || !pgUrl || db === 'pglite')) reports.push(await attack('PGlite'));
if (pgUrl && db !== 'pglite') {
  const fresh = await freshPostgres(pgUrl);
  try {
    reports.push(await attack('PostgreSQL', fresh.url));
  } finally {
    await fresh.drop();
  }
}
for (const report of reports) console.log(report.print());
const failed = reports.flatMap((r) => r.failures.map((f) => `${r.label}: [${f.group}] ${f.name}`));
const errors = reports.reduce((n, r) => n + r.serverErrors, 0);
console.log(
  `\nattack: ${reports.reduce((n, r) => n + r.probes.length, 0)} probes, ${reports.reduce((n, r) => n + r.requests, 0)} requests, ` +
    `${errors} answers >= 500, ${reports.reduce((n, r) => n + r.leaks, 0)} leaks, ${failed.length} failed (seed ${seed})`,
);
for (const line of failed) console.log(`  FAILED ${line}`);
process.exit(failed.length > 0 || errors > 0 ? 1 : 0);
