import type { Db } from '../../db/database.js';
import { FhirRecordSource } from '../../providers/records/fhir.js';
import { SampleRecordSource } from '../../providers/records/sample.js';
import type { PatientDemographics, RecordSource } from '../../providers/records/types.js';
import type { RecordsConfig } from './config.js';
import { findAddresses, findDemographics, findSourceIdentifiers } from './queries.js';

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
          timeoutMs: config.fhir.timeoutMs,
          maxResponseBytes: config.fhir.maxResponseBytes,
          allowHttp: config.fhir.allowHttp,
        }),
      );
    }
  }
  return sources;
}

/** What a source may match the patient on: names, birth date, phone, current and past addresses, identifiers. */
export async function loadDemographics(db: Db, patientId: string): Promise<PatientDemographics> {
  const [patient, addresses, identifiers] = await Promise.all([
    findDemographics(db, patientId),
    findAddresses(db, patientId),
    findSourceIdentifiers(db, patientId),
  ]);
  return {
    patientId,
    givenNames: [patient.first_name],
    familyName: patient.last_name,
    birthDate: String(patient.date_of_birth),
    addresses: addresses.map((r) => ({
      line1: r.address1,
      line2: r.address2,
      city: r.city,
      state: r.state,
      postalCode: r.zip,
    })),
    phone: patient.phone,
    identifiers,
  };
}
