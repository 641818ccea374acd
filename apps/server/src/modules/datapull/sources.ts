import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { FhirRecordSource } from '../../providers/records/fhir.js';
import { SampleRecordSource } from '../../providers/records/sample.js';
import type { PatientDemographics, RecordSource } from '../../providers/records/types.js';
import { DEMO_PATIENT } from '../accounts/seed.js';
import type { RecordsConfig } from './config.js';

/** The configured record sources by name. */
export function recordSources(config: RecordsConfig): Map<string, RecordSource> {
  const sources = new Map<string, RecordSource>();
  for (const name of config.sources) {
    if (name === 'sample') {
      sources.set(
        name,
        new SampleRecordSource({
          ...(config.sampleDir ? { dir: config.sampleDir } : {}),
          demoResources: config.demoResources,
        }),
      );
    } else if (name === 'fhir' && config.fhir) {
      sources.set(
        name,
        new FhirRecordSource({
          baseUrl: config.fhir.baseUrl,
          clientId: config.fhir.clientId,
          privateKey: config.fhir.privateKeyPem,
          alg: config.fhir.alg,
          ...(config.fhir.kid ? { kid: config.fhir.kid } : {}),
          ...(config.fhir.tokenUrl ? { tokenUrl: config.fhir.tokenUrl } : {}),
          ...(config.fhir.scope ? { scope: config.fhir.scope } : {}),
        }),
      );
    }
  }
  return sources;
}

/** What a source may match the patient on: names, birth date, current and past addresses. */
export async function loadDemographics(db: Db, patientId: string): Promise<PatientDemographics> {
  const patient = await db
    .selectFrom('patients')
    .select(['first_name', 'last_name', 'date_of_birth', 'email'])
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  return {
    patientId,
    givenNames: [patient.first_name],
    familyName: patient.last_name,
    birthDate: String(patient.date_of_birth),
    addresses: await loadAddresses(db, patientId),
    isDemo: patient.email === DEMO_PATIENT.email,
  };
}

/** Addresses are the addresses module's table; read as plain SQL so a database without it still works. */
async function loadAddresses(db: Db, patientId: string): Promise<PatientDemographics['addresses']> {
  const exists = await sql<{ t: string | null }>`select to_regclass('patient_addresses')::text as t`.execute(
    db,
  );
  if (!exists.rows[0]?.t) return [];
  const rows = await sql<{
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip: string;
  }>`
    select address1, address2, city, state, zip from patient_addresses where patient_id = ${patientId}
  `.execute(db);
  return rows.rows.map((r) => ({
    line1: r.address1,
    line2: r.address2,
    city: r.city,
    state: r.state,
    postalCode: r.zip,
  }));
}
