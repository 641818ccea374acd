import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { appPerSuite, seedPatientWithSession } from '../../test/helpers.js';
import type { Db } from '../../db/database.js';

const DIABETES_STUDY = 'NCT99000101';
const HEALTHY_STUDY = 'NCT99000110';
const ALL_SECTIONS = ['purpose', 'procedures', 'data_shared', 'risks_benefits', 'voluntary', 'contact'];

/** A condition in the patient's records, as a data pull stores it. */
async function recordCondition(db: Db, patientId: string, code: string, display: string, status = 'active') {
  await db
    .insertInto('conditions')
    .values({
      patient_id: patientId,
      source: 'test',
      resource_type: 'Condition',
      source_resource_id: `${patientId}-${code}`,
      type: null,
      code,
      code_system: 'http://snomed.info/sct',
      display,
      status,
      date: '2020-01-01',
      end_date: null,
      encounter_ref: null,
      value_text: null,
      resource: JSON.stringify({ resourceType: 'Condition' }),
    })
    .execute();
}

describe.each(testDatabases())('studies and e-consent on $name', (database) => {
  const suite = appPerSuite(database);

  /** A patient (Jordan Lee, born 1980) whose identity is verified, as every patient past onboarding is. */
  async function verifiedPatient() {
    const seeded = await seedPatientWithSession(suite.db);
    await suite.db
      .updateTable('onboarding')
      .set({ identity_status: 'verified', identity_method: 'document' })
      .where('patient_id', '=', seeded.patient.id)
      .execute();
    return seeded;
  }

  const get = (headers: Record<string, string>, url: string) =>
    suite.app.inject({ method: 'GET', url, headers });
  const post = (headers: Record<string, string>, url: string, payload: object) =>
    suite.app.inject({ method: 'POST', url, headers, payload });

  async function consentDocument(headers: Record<string, string>, studyId = DIABETES_STUDY, lang = 'en') {
    const response = await get(headers, `/v1/patient/studies/consent?study_id=${studyId}&lang=${lang}`);
    expect(response.statusCode).toBe(200);
    return response.json().content;
  }

  async function signature(headers: Record<string, string>, change: Record<string, unknown> = {}) {
    const document = await consentDocument(headers);
    return {
      study_id: DIABETES_STUDY,
      site_id: document.sites[0].id,
      version: document.version,
      language: 'en',
      content_hash: document.content_hash,
      acknowledged_sections: ALL_SECTIONS,
      full_name: 'Jordan Lee',
      ...change,
    };
  }

  const sign = async (headers: Record<string, string>, change: Record<string, unknown> = {}) =>
    post(headers, '/v1/patient/studies/consent/save', await signature(headers, change));

  it('[STUDY-1] lists the whole sample catalogue, suggested studies first with the reason from the records', async () => {
    const { headers, patient } = await verifiedPatient();
    await recordCondition(suite.db, patient.id, '44054006', 'Diabetes');

    const response = await get(headers, '/v1/patient/studies');

    expect(response.statusCode).toBe(200);
    const { source, studies } = response.json().content;
    expect(source).toBe('sample');
    expect(studies).toHaveLength(10);
    expect(
      studies.filter((s: { suggested: boolean }) => s.suggested).map((s: { id: string }) => s.id),
    ).toEqual([DIABETES_STUDY, HEALTHY_STUDY]);
    expect(studies[0]).toMatchObject({
      id: DIABETES_STUDY,
      consent: 'none',
      reasons: [
        { kind: 'condition', condition: { en: 'type 2 diabetes', es: 'diabetes tipo 2' } },
        { kind: 'age', minimum_age_years: 30, maximum_age_years: 75 },
      ],
    });
    expect(studies.slice(2).every((s: { suggested: boolean; reasons: unknown[] }) => !s.suggested)).toBe(
      true,
    );
  });

  it('[STUDY-1] does not suggest a study for a diagnosis the source ruled out', async () => {
    const { headers, patient } = await verifiedPatient();
    await recordCondition(suite.db, patient.id, '44054006', 'Diabetes', 'refuted');
    const { studies } = (await get(headers, '/v1/patient/studies')).json().content;
    expect(
      studies.filter((s: { suggested: boolean }) => s.suggested).map((s: { id: string }) => s.id),
    ).toEqual([HEALTHY_STUDY]);
  });

  it('[STUDY-1] suggests only by age for a patient whose records list no condition', async () => {
    const { headers } = await verifiedPatient();
    const { studies } = (await get(headers, '/v1/patient/studies')).json().content;
    expect(
      studies.filter((s: { suggested: boolean }) => s.suggested).map((s: { id: string }) => s.id),
    ).toEqual([HEALTHY_STUDY]);
  });

  it('[STUDY-1] shows one study with its eligibility, sites, contact and what its consent shares', async () => {
    const { headers } = await verifiedPatient();
    const response = await get(headers, `/v1/patient/studies/${DIABETES_STUDY}`);
    expect(response.statusCode).toBe(200);
    const study = response.json().content;
    expect(study).toMatchObject({
      id: DIABETES_STUDY,
      phases: ['NA'],
      eligibility: { minimum_age_years: 30, maximum_age_years: 75, sex: 'ALL' },
      contact: { phone: '617-555-0141' },
      consent_scope: { categories: ['conditions', 'medications', 'observations'], years_back: 5 },
      consent: 'none',
      consent_record: null,
    });
    expect(study.sites.map((s: { address: { city: string } }) => s.address.city)).toEqual([
      'Boston',
      'Worcester',
    ]);
  });

  it.each([
    ['an unknown study', 'NCT00000000', 404, 'NOT_FOUND'],
    ['a malformed study id', 'not-a-study', 400, 'VALIDATION_FAILED'],
  ])('[STUDY-1] refuses %s', async (_, id, status, code) => {
    const { headers } = await verifiedPatient();
    const response = await get(headers, `/v1/patient/studies/${id}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(new RegExp(`^${code} - `));
  });

  it.each([
    ['en', 'Consent to take part in research: Daily walking', 'Taking part is your choice'],
    ['es', 'Consentimiento para participar en una investigación: Caminatas', 'Participar es su decisión'],
  ])(
    '[STUDY-2] reads the versioned consent document in %s, section by section',
    async (lang, title, heading) => {
      const { headers } = await verifiedPatient();
      const document = await consentDocument(headers, DIABETES_STUDY, lang);
      expect(document.title.startsWith(title)).toBe(true);
      expect(document.version).toBe('2026-10-01');
      expect(document.content_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(document.sections.map((s: { id: string }) => s.id)).toEqual(ALL_SECTIONS);
      expect(document.sections.map((s: { heading: string }) => s.heading)).toContain(heading);
    },
  );

  it('[STUDY-2] signs with every section acknowledged and the typed name, at the server’s time', async () => {
    const { headers } = await verifiedPatient();
    const before = Date.now();

    const response = await sign(headers, { full_name: '  jordan   LEE ' });

    expect(response.statusCode).toBe(200);
    const record = response.json().content;
    expect(record).toMatchObject({
      study_id: DIABETES_STUDY,
      site: { id: 'cvuh-boston' },
      version: '2026-10-01',
      language: 'en',
      signer_name: 'jordan   LEE',
      scope: { categories: ['conditions', 'medications', 'observations'], years_back: 5 },
      withdrawn_at: null,
    });
    expect(Date.parse(record.signed_at)).toBeGreaterThanOrEqual(before - 1000);
    const details = (await get(headers, `/v1/patient/studies/${DIABETES_STUDY}`)).json().content;
    expect(details.consent).toBe('signed');
    expect(details.consent_record.signed_at).toBe(record.signed_at);
    const { consents } = (await get(headers, '/v1/signup/econsents')).json().content;
    expect(consents.map((c: { study_id: string }) => c.study_id)).toEqual([DIABETES_STUDY]);
  });

  it.each([
    [
      'a section not acknowledged',
      { acknowledged_sections: ALL_SECTIONS.slice(1) },
      422,
      'STUDY_CONSENT_INCOMPLETE',
    ],
    ['another name typed', { full_name: 'Someone Else' }, 422, 'STUDY_CONSENT_NAME_MISMATCH'],
    ['only the first name typed', { full_name: 'Jordan' }, 422, 'STUDY_CONSENT_NAME_MISMATCH'],
    ['an older version', { version: '2025-01-01' }, 409, 'STUDY_CONSENT_STALE'],
    ['words other than those shown', { content_hash: 'a'.repeat(64) }, 409, 'STUDY_CONSENT_STALE'],
    ['the Spanish words with the English hash', { language: 'es' }, 409, 'STUDY_CONSENT_STALE'],
    ['a site of another study', { site_id: 'mbri-portland' }, 404, 'NOT_FOUND'],
    ['an unknown section', { acknowledged_sections: [...ALL_SECTIONS, 'extra'] }, 400, 'VALIDATION_FAILED'],
  ])('[STUDY-2] refuses a signature with %s and stores nothing', async (_, change, status, code) => {
    const { headers, patient } = await verifiedPatient();
    const response = await sign(headers, change);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(new RegExp(`^${code} - `));
    const rows = await suite.db
      .selectFrom('study_consents')
      .select('id')
      .where('patient_id', '=', patient.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('[STUDY-2] refuses a patient whose identity is not verified', async () => {
    const { headers } = await seedPatientWithSession(suite.db);
    const response = await sign(headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^IDV_NOT_VERIFIED - /);
  });

  it('[STUDY-2] keeps one consent in force per study, also when two tabs sign at once', async () => {
    const { headers } = await verifiedPatient();
    const payload = await signature(headers);
    const answers = await Promise.all([
      post(headers, '/v1/patient/studies/consent/save', payload),
      post(headers, '/v1/patient/studies/consent/save', payload),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toMatch(/^STUDY_ALREADY_CONSENTED - /);
  });

  it.each(['en', 'es'] as const)(
    '[STUDY-2] [I18N-1] consenting in %s adds the chosen site to the shared-with list with the consent’s scope, its study and why as codes the portal words in the reader’s language; withdrawing ends it',
    async (language) => {
      const { headers } = await verifiedPatient();
      const document = await consentDocument(headers, DIABETES_STUDY, language);
      const signed = (
        await post(headers, '/v1/patient/studies/consent/save', {
          ...(await signature(headers, { site_id: 'cvuh-worcester' })),
          language,
          content_hash: document.content_hash,
        })
      ).json().content;
      const year = Number(signed.signed_at.slice(0, 4));

      const { grants } = (await get(headers, '/v1/patient/sharing')).json().content;
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({
        id: signed.grant_id,
        kind: 'study_site',
        // the facility is a proper name; the study's title comes in both languages, whichever the consent's was
        name: 'Cedar Valley Clinic Worcester',
        study_title: {
          en: 'Daily walking and text coaching for adults with type 2 diabetes',
          es: expect.stringMatching(/^Caminatas diarias/) as string,
        },
        categories: ['conditions', 'medications', 'observations'],
        date_from: `${year - 5}${signed.signed_at.slice(4, 10)}`,
        // The last moment of the completion day in the patient's zone (the default, New York): inclusive.
        until: '2028-07-01T03:59:59.999Z',
        reason: { code: 'study_consent_signed', params: { study: DIABETES_STUDY, version: '2026-10-01' } },
        status: 'active',
      });

      await post(headers, '/v1/patient/studies/consent/withdraw', { study_id: DIABETES_STUDY });

      const after = (await get(headers, `/v1/patient/sharing/${signed.grant_id}`)).json().content.grant;
      expect(after).toMatchObject({ status: 'ended', ended_reason: { code: 'study_consent_withdrawn' } });
    },
  );

  it('[STUDY-2] [SHARE-1] ending the site’s share in the shared-with list withdraws the consent it came from', async () => {
    const { headers } = await verifiedPatient();
    const signed = (await sign(headers)).json().content;

    const ended = await post(headers, `/v1/patient/sharing/${signed.grant_id}/end`, {});
    expect(ended.statusCode).toBe(200);

    const study = (await get(headers, `/v1/patient/studies/${DIABETES_STUDY}`)).json().content;
    expect(study.consent).toBe('withdrawn');
    expect(study.consent_record.withdrawn_at).not.toBeNull();
    // Signing again works: nothing is left in force
    expect((await sign(headers)).statusCode).toBe(200);
  });

  it('[STUDY-2] the signed copy downloads as a PDF of the words signed', async () => {
    const { headers } = await verifiedPatient();
    expect((await sign(headers)).statusCode).toBe(200);

    const response = await get(headers, `/v1/patient/studies/consent/pdf/${DIABETES_STUDY}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="consent-${DIABETES_STUDY}.pdf"`,
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toMatch(/^Consent to take part in research: Daily walking/);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('[STUDY-2] withdraws the consent in force, keeps the signed record, and allows signing again', async () => {
    const { headers } = await verifiedPatient();
    expect((await sign(headers)).statusCode).toBe(200);

    const withdrawn = await post(headers, '/v1/patient/studies/consent/withdraw', {
      study_id: DIABETES_STUDY,
    });

    expect(withdrawn.statusCode).toBe(200);
    const details = (await get(headers, `/v1/patient/studies/${DIABETES_STUDY}`)).json().content;
    expect(details.consent).toBe('withdrawn');
    expect(details.consent_record.withdrawn_at).toBe(withdrawn.json().content.withdrawn_at);
    const again = await post(headers, '/v1/patient/studies/consent/withdraw', { study_id: DIABETES_STUDY });
    expect(again.statusCode).toBe(404);
    expect((await get(headers, `/v1/patient/studies/consent/pdf/${DIABETES_STUDY}`)).statusCode).toBe(200);
    expect((await sign(headers)).statusCode).toBe(200);
    expect((await get(headers, `/v1/patient/studies/${DIABETES_STUDY}`)).json().content.consent).toBe(
      'signed',
    );
  });

  it('[STUDY-2] another patient neither sees, downloads nor withdraws my consent', async () => {
    const me = await verifiedPatient();
    const other = await verifiedPatient();
    expect((await sign(me.headers)).statusCode).toBe(200);

    expect(
      (await post(other.headers, '/v1/patient/studies/consent/withdraw', { study_id: DIABETES_STUDY }))
        .statusCode,
    ).toBe(404);
    expect((await get(other.headers, `/v1/patient/studies/consent/pdf/${DIABETES_STUDY}`)).statusCode).toBe(
      404,
    );
    expect((await get(other.headers, `/v1/patient/studies/${DIABETES_STUDY}`)).json().content.consent).toBe(
      'none',
    );
    expect((await get(other.headers, '/v1/signup/econsents')).json().content.consents).toEqual([]);
    expect((await get(me.headers, `/v1/patient/studies/${DIABETES_STUDY}`)).json().content.consent).toBe(
      'signed',
    );
  });

  it('[STUDY-2] audits the signature, the download and the withdrawal under the patient', async () => {
    const { headers, patient } = await verifiedPatient();
    await sign(headers);
    await get(headers, `/v1/patient/studies/consent/pdf/${DIABETES_STUDY}`);
    await post(headers, '/v1/patient/studies/consent/withdraw', { study_id: DIABETES_STUDY });

    const rows = await suite.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'outcome', 'actor'])
      .where('patient_id', '=', patient.id)
      .where('resource', '=', 'studies.consent')
      .orderBy('at')
      .execute();
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ['create', 'success'],
      ['download', 'success'],
      ['revoke', 'success'],
    ]);
    expect(rows.every((r) => r.actor === `patient:${patient.id}`)).toBe(true);
  });

  it('[STUDY-2] needs a session', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/v1/signup/econsents' });
    expect(response.statusCode).toBe(401);
  });
});
