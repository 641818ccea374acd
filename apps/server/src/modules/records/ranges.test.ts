import { TREND_REFERENCE_RANGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession, storeFhir } from '../../test/helpers.js';
import { noteRecordSex } from '../insights/service.js';
import { applyPatientRanges } from './ranges.js';

/*
 * A lab may send a range only for women, only for men, or per age band (FHIR `referenceRange.appliesTo` and
 * `.age`, as US Core's examples do). The range shown is the one for this patient: their sex assigned at birth
 * as they answered it, their age on the result's day; nothing is guessed, and an answer given later applies.
 */

const SNOMED = 'http://snomed.info/sct';
const UCUM = 'http://unitsofmeasure.org';
const mgdl = (value: number) => ({ value, unit: 'mg/dL', system: UCUM, code: 'mg/dL' });
const years = (value: number) => ({ value, unit: 'years', system: UCUM, code: 'a' });

/** A serum creatinine result in US Core's laboratory result shape, with the ranges given. */
const creatinine = (id: string, date: string, value: number, referenceRange: unknown[]) => ({
  resourceType: 'Observation',
  id,
  meta: { profile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-observation-lab'] },
  status: 'final',
  category: [
    {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }],
    },
  ],
  code: {
    coding: [
      { system: 'http://loinc.org', code: '2160-0', display: 'Creatinine [Mass/volume] in Serum or Plasma' },
    ],
  },
  subject: { reference: 'Patient/example' },
  effectiveDateTime: date,
  valueQuantity: mgdl(value),
  referenceRange,
});

const bySex = [
  {
    low: mgdl(0.5),
    high: mgdl(1.1),
    appliesTo: [{ coding: [{ system: SNOMED, code: '248152002', display: 'Female' }], text: 'Female' }],
  },
  {
    low: mgdl(0.7),
    high: mgdl(1.3),
    appliesTo: [{ coding: [{ system: SNOMED, code: '248153007', display: 'Male' }], text: 'Male' }],
  },
];
const byAge = [
  { low: mgdl(0.3), high: mgdl(0.7), age: { high: years(17) }, text: '0.3-0.7 (children)' },
  { low: mgdl(0.6), high: mgdl(1.2), age: { low: years(18) }, text: '0.6-1.2 (adults)' },
];

interface Item {
  id: string;
  date: string;
  value: number | null;
  reference_range: { low: number | null; high: number | null } | null;
}

describe.each(testDatabases())('[REC-3] [issue 24] the range for this patient on $name', (database) => {
  const suite = appPerSuite(database);

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    suite.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const labs = async (headers: Record<string, string>) => {
    const res = await call('GET', '/v1/patient/records?category=observations', headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().content.items as Item[];
    return items.map((i) => [
      i.date.slice(0, 4),
      i.reference_range && [i.reference_range.low, i.reference_range.high],
    ]);
  };
  const trendRange = async (headers: Record<string, string>) => {
    const res = await call('GET', '/v1/patient/trends/labs/CREAT', headers);
    expect(res.statusCode).toBe(200);
    const range = res.json().content.reference_range as { low: number; high: number } | null;
    return range && [range.low, range.high];
  };
  const answerSex = async (headers: Record<string, string>, sexAtBirth: string | null) => {
    const payload = { sex: null, sex_at_birth: sexAtBirth, gender_identity: null };
    expect((await call('PUT', '/v1/patient/gender', headers, payload)).statusCode).toBe(200);
  };

  it('a range only for women or only for men is not guessed; the answered sex brings the right one', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    await storeFhir(
      suite.db,
      patient.id,
      [creatinine('cr-sex', '2026-02-10T09:00:00Z', 1.2, bySex)],
      'clinic',
    );
    expect(await labs(headers)).toEqual([['2026', null]]);
    // the trend falls back to the portal's own adult range, as for any result without one
    const portalDefault = TREND_REFERENCE_RANGES.CREAT!;
    expect(await trendRange(headers)).toEqual([portalDefault.low, portalDefault.high]);

    await answerSex(headers, 'female');
    expect(await labs(headers)).toEqual([['2026', [0.5, 1.1]]]);
    expect(await trendRange(headers)).toEqual([0.5, 1.1]);

    await answerSex(headers, 'male');
    expect(await labs(headers)).toEqual([['2026', [0.7, 1.3]]]);
    expect(await trendRange(headers)).toEqual([0.7, 1.3]);

    // "Prefer not to say" is not an answer to read a range by
    await answerSex(headers, 'declined');
    expect(await labs(headers)).toEqual([['2026', null]]);
  });

  it("a record source's US Core birth sex, as a pull notes it, brings the range too; the patient's answer wins", async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    await storeFhir(
      suite.db,
      patient.id,
      [creatinine('cr-source', '2026-02-10T09:00:00Z', 1.2, bySex)],
      'clinic',
    );
    // what the pull worker does in the batch that brings the source's Patient
    await noteRecordSex({ db: suite.db }, { patientId: patient.id, source: 'clinic', sex: 'female' });
    await applyPatientRanges(suite.db, patient.id);
    expect(await labs(headers)).toEqual([['2026', [0.5, 1.1]]]);

    await answerSex(headers, 'male');
    expect(await labs(headers)).toEqual([['2026', [0.7, 1.3]]]);
  });

  it('a result stored after the answer has the range for that sex', async () => {
    const { patient, headers } = await seedPatientWithSession(suite.db);
    await answerSex(headers, 'male');
    await storeFhir(
      suite.db,
      patient.id,
      [creatinine('cr-later', '2026-03-01T09:00:00Z', 1.2, bySex)],
      'clinic',
    );
    expect(await labs(headers)).toEqual([['2026', [0.7, 1.3]]]);
  });

  it("an age-banded range is read at the patient's age on the result's day", async () => {
    // born 1980-05-17: nine in 1990, an adult in 2026
    const { patient, headers } = await seedPatientWithSession(suite.db);
    await storeFhir(
      suite.db,
      patient.id,
      [
        creatinine('cr-child', '1990-01-05T09:00:00Z', 0.5, byAge),
        creatinine('cr-adult', '2026-01-05T09:00:00Z', 0.9, byAge),
      ],
      'clinic',
    );
    expect(await labs(headers)).toEqual([
      ['2026', [0.6, 1.2]],
      ['1990', [0.3, 0.7]],
    ]);
  });
});
