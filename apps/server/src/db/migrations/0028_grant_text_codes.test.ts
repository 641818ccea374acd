import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { listGrants } from '../../modules/sharing/service.js';
import { testDatabases } from '../../test/databases.js';
import { seedPatientWithSession } from '../../test/helpers.js';
import * as m0028 from './0028_grant_text_codes.js';

/** Rows as the ledger kept them before 0028: the server's sentences, in the consent's language, or a patient's. */
const LEGACY = [
  {
    kind: 'study_site',
    name: 'Bluewater Research Clinic — Sleep and heart health in healthy adults',
    ref: 'NCT99000110/bluewater',
    reason: 'You signed the consent for study NCT99000110 (version 2026-10-01)',
    ended: 'You withdrew your study consent',
  },
  {
    kind: 'study_site',
    name: 'Cedar Valley Clinic Worcester — Caminatas diarias y mensajes de apoyo para adultos con diabetes tipo 2',
    ref: 'NCT99000101/cvuh-worcester',
    reason: 'Usted firmó el consentimiento del estudio NCT99000101 (versión 2026-10-01)',
    ended: 'Usted retiró su consentimiento del estudio',
  },
  { kind: 'link', name: 'Dr. Rivera', ref: null, reason: 'Second opinion', ended: 'revoked by the patient' },
  // what a patient typed stays as typed, even when it reads like the server's words
  {
    kind: 'clinician',
    name: 'Dra. Chen',
    ref: null,
    reason: 'Segunda opinión',
    ended: 'Me cambié de médico',
  },
  { kind: 'individual', name: 'Sam', ref: null, reason: 'School form', ended: null },
];

describe.each(testDatabases())('migration 0028 (grant reasons as codes) on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));

  it('[SHARE-1] [I18N-1] turns the ledger’s stored English and Spanish sentences into codes and keeps typed text as typed', async () => {
    const { patient } = await seedPatientWithSession(db);
    // the migrations run on any schema: they take the database untyped
    const raw = db as unknown as Kysely<unknown>;
    await m0028.down(raw);
    for (const [i, row] of LEGACY.entries()) {
      await sql`
        insert into access_grants (id, patient_id, grantee_kind, grantee_name, grantee_ref, categories, reason,
          since, ended_at, ended_reason)
        values (gen_random_uuid(), ${patient.id}, ${row.kind}, ${row.name}, ${row.ref}, '["conditions"]',
          ${row.reason}, ${new Date(Date.UTC(2026, 0, 10 - i))}, ${row.ended ? new Date() : null}, ${row.ended})
      `.execute(db);
    }
    await m0028.up(raw);

    const { grants } = await listGrants({ db, now: () => new Date() }, { patientId: patient.id });
    expect(
      grants.map(({ name, study_title, reason, ended_reason }) => ({
        name,
        study_title,
        reason,
        ended_reason,
      })),
    ).toEqual([
      {
        name: 'Bluewater Research Clinic',
        study_title: {
          en: 'Sleep and heart health in healthy adults',
          es: 'El sueño y la salud del corazón en adultos sanos',
        },
        reason: { code: 'study_consent_signed', params: { study: 'NCT99000110', version: '2026-10-01' } },
        ended_reason: { code: 'study_consent_withdrawn' },
      },
      {
        name: 'Cedar Valley Clinic Worcester',
        study_title: expect.objectContaining({
          es: 'Caminatas diarias y mensajes de apoyo para adultos con diabetes tipo 2',
        }) as object,
        reason: { code: 'study_consent_signed', params: { study: 'NCT99000101', version: '2026-10-01' } },
        ended_reason: { code: 'study_consent_withdrawn' },
      },
      {
        name: 'Dr. Rivera',
        study_title: null,
        reason: { code: 'typed', text: 'Second opinion' },
        ended_reason: { code: 'revoked_by_patient' },
      },
      {
        name: 'Dra. Chen',
        study_title: null,
        reason: { code: 'typed', text: 'Segunda opinión' },
        ended_reason: { code: 'typed', text: 'Me cambié de médico' },
      },
      { name: 'Sam', study_title: null, reason: { code: 'typed', text: 'School form' }, ended_reason: null },
    ]);
  });
});
