import { DEFAULT_BRAND_ID } from '@portal/brands';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { SYNTHETIC_IDENTIFIER_SYSTEM } from '../../fhir/synthetic/generator.js';
import { hashPassword } from '../../lib/secrets.js';
import { addSourceIdentifier } from '../datapull/queries.js';
import { authorizationExpiry, authorizationHash, currentAuthorization } from '../hipaa/authorization-text.js';
import { replaceAddresses } from '../addresses/queries.js';
import { insertSignature } from '../hipaa/queries.js';
import { findPatientByEmail, insertPatient, openDemoGates } from './queries.js';

/** The demo patient the README names; onboarding complete so login lands on /home. */
export const DEMO_PATIENT = {
  email: 'demo@example.com',
  password: 'Demo-Patient-2026!',
  phone: '617-555-0100',
  first_name: 'Alex',
  last_name: 'Rivera',
  date_of_birth: '1968-03-01',
} as const;

/** Where the demo patient lives: onboarding saved it, so a kit can ship "to my address" in the demo. */
export const DEMO_ADDRESS = {
  address1: '200 Demo Street',
  address2: 'Apt 4',
  city: 'Boston',
  state: 'MA',
  zip: '02118',
} as const;

/**
 * The demo patient's records: the generated bundle whose Patient carries this identifier. The sample source
 * matches the demo patient by it (stored for the patient by this seed), never by name and birth date, so an
 * account that merely types the demo's name gets nothing of it. Seed 4 is a woman with diabetes, hypertension
 * and hyperlipidemia whose last HbA1c (mid 2025) is over a year old: the demo shows real, open care gaps.
 */
export const DEMO_RECORD_IDENTIFIER = { system: SYNTHETIC_IDENTIFIER_SYSTEM, value: 'seed-4' } as const;

/**
 * Whether this start may create the demo patient (a known password): only a local development instance on the
 * embedded database — never with DATABASE_URL (a shared or real database), never in production or tests.
 */
export const maySeedDemo = (config: DemoSeedConfig): boolean =>
  config.env === 'development' && !config.databaseUrl;

export type DemoSeedConfig = Pick<Config, 'env'> & { databaseUrl?: string | undefined };

/** Creates the demo patient once; starting again leaves it (and any change made to it) alone. */
export async function seedDemoPatient(deps: {
  db: Db;
  config: DemoSeedConfig;
  now?: () => Date;
}): Promise<'created' | 'exists' | 'off'> {
  const { db } = deps;
  if (!maySeedDemo(deps.config)) return 'off';
  if (await findPatientByEmail(db, DEFAULT_BRAND_ID, DEMO_PATIENT.email)) return 'exists';
  const id = randomUUID();
  const passwordHash = await hashPassword(DEMO_PATIENT.password);
  const now = deps.now?.() ?? new Date();
  const authorization = currentAuthorization();
  await db.transaction().execute(async (tx) => {
    const { password: _password, ...demographics } = DEMO_PATIENT;
    await insertPatient(tx, {
      id,
      ...demographics,
      brand: DEFAULT_BRAND_ID,
      password_hash: passwordHash,
      language: 'en',
      phone_verified_at: now,
    });
    await openDemoGates(tx, id, now);
    await insertSignature(tx, {
      id: randomUUID(),
      patient_id: id,
      version: authorization.version,
      language: 'en',
      content_hash: authorizationHash(authorization, 'en'),
      signer_name: `${DEMO_PATIENT.first_name} ${DEMO_PATIENT.last_name}`,
      signed_at: now,
      ip: null,
      expires_at: authorizationExpiry(now),
    });
    await replaceAddresses(tx, id, [
      {
        id: randomUUID(),
        patient_id: id,
        kind: 'primary',
        ...DEMO_ADDRESS,
        from_date: null,
        to_date: null,
        position: 0,
      },
    ]);
    await addSourceIdentifier(tx, { patient_id: id, ...DEMO_RECORD_IDENTIFIER });
  });
  return 'created';
}
