import { medicationListSchema, type MedicationList, type RecordsPage } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { normaliseResource } from '../../fhir/normalise.js';
import type { ResourceBase } from '../../fhir/types.js';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import { readMedications } from './medications.js';
import { storeRecords } from './service.js';

const NOW = new Date('2026-11-27T15:00:00Z');
const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

/** A MedicationRequest in the shape of the US Core example (medicationCodeableConcept, requester, dosage). */
function request(
  id: string,
  code: string,
  name: string,
  authoredOn: string,
  status: string,
  more: Partial<ResourceBase> = {},
): ResourceBase {
  return {
    resourceType: 'MedicationRequest',
    id,
    status,
    intent: 'order',
    medicationCodeableConcept: { coding: [{ system: RXNORM, code, display: name }], text: name },
    subject: { reference: 'Patient/p' },
    authoredOn,
    dosageInstruction: [{ text: `${name}: as directed` }],
    ...more,
  } as ResourceBase;
}

const visit: ResourceBase = {
  resourceType: 'Encounter',
  id: 'visit-1',
  status: 'finished',
  class: { code: 'AMB' },
  period: { start: '2026-09-01T10:00:00Z' },
  participant: [{ individual: { reference: 'Practitioner/1', display: 'Dr. Maya Okafor' } }],
} as ResourceBase;

const resources: ResourceBase[] = [
  visit,
  // Simvastatin, first prescribed 2019 and active since: a current medication however old the prescription.
  request('sim-1', '312961', 'Simvastatin 20 MG Oral Tablet', '2019-02-01T10:00:00Z', 'completed'),
  request('sim-2', '312961', 'Simvastatin 20 MG Oral Tablet', '2021-03-01T10:00:00Z', 'active', {
    requester: { reference: 'Practitioner/2', display: 'Dr. Luis Herrera' },
  }),
  // Lisinopril, three fills, the latest written at a visit: its prescriber is the visit's clinician.
  request('lis-1', '314076', 'Lisinopril 10 MG Oral Tablet', '2026-03-01T10:00:00Z', 'completed'),
  request('lis-2', '314076', 'Lisinopril 10 MG Oral Tablet', '2026-06-01T10:00:00Z', 'completed'),
  request('lis-3', '314076', 'Lisinopril 10 MG Oral Tablet', '2026-09-01T10:00:00Z', 'completed', {
    encounter: { reference: 'Encounter/visit-1' },
  }),
  // Amoxicillin: a course finished long ago.
  request('amox', '308182', 'Amoxicillin 250 MG Oral Capsule', '2024-01-10T10:00:00Z', 'completed'),
  // Metformin: stopped last week, whatever its fills.
  request('met-1', '860975', 'Metformin 500 MG Oral Tablet', '2026-10-01T10:00:00Z', 'active'),
  request('met-2', '860975', 'Metformin 500 MG Oral Tablet', '2026-11-20T10:00:00Z', 'stopped'),
  // Ibuprofen: active, but its prescription was valid only to the end of January.
  request('ibu', '197806', 'Ibuprofen 600 MG Oral Tablet', '2025-12-01T10:00:00Z', 'active', {
    dispenseRequest: { validityPeriod: { start: '2025-12-01', end: '2026-01-31' } },
  }),
];

describe.each(testDatabases())('[REC-1] the Medications list on $name', (database) => {
  const suite = appPerSuite(database);

  const read = async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    await storeRecords(
      { db: suite.db },
      { patientId: patient.id, source: 'sample', rows: resources.flatMap((r) => normaliseResource(r)) },
    );
    // Over HTTP (the session's clock is the real one), and as of NOW for the verdicts the fixtures were written for.
    const res = await suite.app.inject({ method: 'GET', url: '/v1/patient/records/medications', headers });
    expect(res.statusCode).toBe(200);
    expect(medicationListSchema.parse(res.json().content).past.length).toBeGreaterThan(0);
    const list = await readMedications(
      { db: suite.db, now: () => NOW },
      { patientId: patient.id, filter: {} },
    );
    return { list, headers };
  };
  const names = (entries: MedicationList['current']) => entries.map((m) => m.name);

  it('[REC-1] lists what the patient takes now apart from what they took before, newest first', async () => {
    const { list } = await read();
    expect(names(list.current)).toEqual(['Lisinopril 10 MG Oral Tablet', 'Simvastatin 20 MG Oral Tablet']);
    expect(names(list.past)).toEqual([
      'Metformin 500 MG Oral Tablet',
      'Ibuprofen 600 MG Oral Tablet',
      'Amoxicillin 250 MG Oral Capsule',
    ]);
  });

  it('[REC-1] one entry per medication: its dose, prescriber, first fill and fills, and the fills behind it', async () => {
    const { list, headers } = await read();
    const [lisinopril, simvastatin] = list.current;
    expect(simvastatin).toMatchObject({
      code: '312961',
      status: 'active',
      current: true,
      dose: 'Simvastatin 20 MG Oral Tablet: as directed',
      prescriber: 'Dr. Luis Herrera',
      since: '2019-02-01T10:00:00.000Z',
      last_date: '2021-03-01T10:00:00.000Z',
      fills: 2,
    });
    expect(lisinopril).toMatchObject({ prescriber: 'Dr. Maya Okafor', fills: 3, status: 'completed' });
    const fills = await suite.app.inject({
      method: 'GET',
      url: `/v1/patient/records?category=medications&code=${lisinopril!.code}`,
      headers,
    });
    expect((fills.json().content as RecordsPage).items.map((i) => i.source_resource_id)).toEqual([
      'lis-3',
      'lis-2',
      'lis-1',
    ]);
  });
});
