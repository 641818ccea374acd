import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { testConfig, type Config } from '../config.js';
import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/secrets.js';
import { startSession } from '../modules/accounts/tokens.js';
import { RECORD_TABLES } from '../modules/records/queries.js';
import { storeRecords } from '../modules/records/service.js';
import { normaliseResource } from '../fhir/normalise.js';
import type { Messenger, OutgoingMessage } from '../providers/messaging/index.js';
import type { TestDatabase } from './databases.js';

/** Collects every message the app sends, newest last. */
export function captureMessages(): Messenger & { sent: OutgoingMessage[]; lastCodeTo(to: string): string } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastCodeTo(to: string) {
      const found = [...sent].reverse().find((m) => m.to === to && m.code);
      if (!found?.code) throw new Error(`no code was sent to ${to}`);
      return found.code;
    },
  };
}

/** Collects log lines (as text) the app writes. */
export function captureLog(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

export async function testApp(
  db: Db,
  overrides: Partial<Config> = {},
  options: Partial<BuildAppOptions> = {},
) {
  const messages = captureMessages();
  const app: App = await buildApp({ config: testConfig(overrides), db, messenger: messages, ...options });
  await app.ready();
  return { app, messages };
}

/**
 * One database and one app for the suite it is called in: opened before its first test, closed after its last.
 * Read `suite.db`, `suite.app` and `suite.messages` inside hooks and tests (they are set once the suite starts).
 */
export function appPerSuite(
  database: TestDatabase,
  overrides: Partial<Config> = {},
  options: Partial<BuildAppOptions> = {},
) {
  const suite = {} as { db: Db } & Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    suite.db = await database.open();
    Object.assign(suite, await testApp(suite.db, overrides, options));
  }, 120_000);
  afterAll(async () => {
    await suite.app?.close();
    if (suite.db) await database.close(suite.db);
  });
  return suite;
}

let counter = 0;
/** A patient straight in the database, with a live session; for suites that are not about signing in. */
export async function seedPatientWithSession(db: Db, config: Config = testConfig(), brand = 'carebridge') {
  counter += 1;
  const patient = {
    id: randomUUID(),
    brand,
    email: `patient${counter}.${randomUUID().slice(0, 8)}@example.com`,
    first_name: 'Jordan',
    last_name: 'Lee',
    phone: '617-555-0199',
    date_of_birth: '1980-05-17',
    language: 'en' as const,
  };
  await db
    .insertInto('patients')
    .values({
      ...patient,
      password_hash: await hashPassword('Correct-Horse-9!'),
      phone_verified_at: new Date(),
    })
    .execute();
  await db.insertInto('onboarding').values({ patient_id: patient.id }).execute();
  const tokens = await startSession(db, patient, brand, config.jwtSecret, new Date());
  const headers = {
    authorization: `Bearer ${tokens.access_token}`,
    'x-csrftoken': tokens.web_token,
  };
  return { patient, tokens, headers };
}

/** An answer's content, and its error code without the message, as a test reads them. */
export const contentOf = (answer: { json: () => { content?: unknown } }) =>
  answer.json().content as Record<string, unknown>;
export const errorCodeOf = (answer: { json: () => { error?: string } }) =>
  answer.json().error?.split(' - ')[0];

/**
 * A seeded patient with a number of their own (415-555-`number`), so the
 * per-number text limit never trips across tests that text step-up codes.
 */
export async function seedPatientWithOwnNumber(db: Db, number: number) {
  const seeded = await seedPatientWithSession(db);
  const phone = `415-555-${String(number).padStart(4, '0')}`;
  await db.updateTable('patients').set({ phone }).where('id', '=', seeded.patient.id).execute();
  return { ...seeded, patient: { ...seeded.patient, phone } };
}

/**
 * Completes the onboarding gates a data pull waits for: identity verified by document, the HIPAA authorization
 * signed (and in force for two years), a primary address saved.
 */
export async function completeOnboardingGates(db: Db, patientId: string, at: Date = new Date()) {
  await db
    .updateTable('onboarding')
    .set({
      identity_status: 'verified',
      identity_method: 'document',
      identity_assurance: 'document',
      identity_assurance_method: 'document',
      identity_assured_at: at,
      hipaa_signed_at: at,
      primary_address_at: at,
    })
    .where('patient_id', '=', patientId)
    .execute();
  await insertHipaaAuthorization(db, patientId, at);
}

/** A HIPAA authorization in force (two years from `at`), as signing it leaves one. */
export async function insertHipaaAuthorization(db: Db, patientId: string, at: Date = new Date()) {
  await db
    .insertInto('hipaa_authorizations')
    .values({
      id: randomUUID(),
      patient_id: patientId,
      version: 'test',
      language: 'en',
      content_hash: 'test',
      signer_name: 'Test Patient',
      signed_at: at,
      expires_at: new Date(at.getTime() + 2 * 365 * 86_400_000),
    })
    .execute();
}

/**
 * Files FHIR resources as a patient's records, as a finished pull or a lab result would, so a test can give a
 * patient exactly the history its rule needs.
 */
export async function storeFhir(
  db: Db,
  patientId: string,
  resources: ReadonlyArray<Record<string, unknown>>,
  source = 'sample',
): Promise<void> {
  const rows = resources.flatMap((resource) => normaliseResource(resource as never));
  await storeRecords({ db }, { patientId, source, rows });
}

/** How many record rows a patient has across every record table (only `source`'s when given). */
export async function recordRowCount(db: Db, patientId: string, source?: string): Promise<number> {
  let total = 0;
  for (const table of RECORD_TABLES) {
    const bySource = source === undefined ? sql`` : sql`and source = ${source}`;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where patient_id = ${patientId} ${bySource}
    `.execute(db);
    total += rows[0]!.n;
  }
  return total;
}

/** A request as a signed-in patient's browser sends it: their session headers and a language. */
export const requester =
  (suite: { app: App }) =>
  (method: string, url: string, headers: Record<string, string>, payload?: unknown, lang = 'en') =>
    suite.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** Marks a patient's identity verified by document, as every patient past onboarding is. */
export async function markIdentityVerified(db: Db, patientId: string) {
  await db
    .updateTable('onboarding')
    .set({ identity_status: 'verified', identity_method: 'document' })
    .where('patient_id', '=', patientId)
    .execute();
}
